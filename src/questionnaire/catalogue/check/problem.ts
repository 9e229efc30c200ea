/**
 * A catalogue problem: the file, a JSON pointer into it and a sentence saying what is wrong and
 * how to fix it. Every check module reports through a FormReport.
 */
import path from 'node:path';

export interface Problem {
  /** File the problem is in, relative to the working directory, e.g. 'schemas/iso27001/ui.json'. */
  readonly file: string;
  /** JSON pointer inside the file ('/' for the whole file). */
  readonly pointer: string;
  readonly message: string;
}

export const FORM_FILES = ['schema.json', 'ui.json', 'form.json'] as const;
export type FormFile = (typeof FORM_FILES)[number];

export function formatProblem(problem: Problem): string {
  return `${problem.file}: ${problem.pointer}: ${problem.message}`;
}

/** A path as the consultant sees it: relative to the working directory, with forward slashes. */
export function displayPath(file: string): string {
  return (path.relative(process.cwd(), file) || '.').split(path.sep).join('/');
}

/** Collects the problems of one form folder. */
export class FormReport {
  readonly problems: Problem[] = [];
  readonly folder: string;
  private readonly files: Readonly<Record<FormFile, string>>;

  constructor(folder: string, dir: string) {
    this.folder = folder;
    this.files = {
      'schema.json': displayPath(path.join(dir, 'schema.json')),
      'ui.json': displayPath(path.join(dir, 'ui.json')),
      'form.json': displayPath(path.join(dir, 'form.json')),
    };
  }

  fileOf(file: FormFile): string {
    return this.files[file];
  }

  add(file: FormFile, pointer: string, message: string): void {
    this.problems.push({ file: this.files[file], pointer, message });
  }

  /** The problems in file order (schema.json, ui.json, form.json), each file's in the order found. */
  sorted(): Problem[] {
    const rank = (problem: Problem) => FORM_FILES.findIndex((name) => this.files[name] === problem.file);
    return [...this.problems].sort((a, b) => rank(a) - rank(b));
  }
}
