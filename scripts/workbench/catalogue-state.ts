/**
 * The workbench's view of a catalogue folder: read and checked with the engine's own check
 * (readCatalogue), each problem attached to its form, and for each form the last version that
 * passed, so a half-typed file never blanks the preview.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SERVICE_SLUGS, withReplyPromise } from '../../src/questionnaire/catalogue-fs.ts';
import {
  listForms,
  META_SCHEMA_FILE,
  readCatalogue,
  type Problem,
} from '../../src/questionnaire/catalogue/check/index.ts';
import { displayPath } from '../../src/questionnaire/catalogue/check/problem.ts';
import { formCounts } from '../../src/questionnaire/counts.ts';
import type { FormDefinition, FormSchema } from '../../src/questionnaire/definition.ts';
import {
  VALIDATOR_PREFIX,
  type PreviewForm,
  type ShownProblem,
  type WorkbenchForm,
  type WorkbenchState,
} from '../../src/workbench/types.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function hashOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);
}

/** Sections and questions of a form as read, even a broken one (null where the shape is wrong). */
export function countsOf(definition: FormDefinition | undefined): {
  sections: number | null;
  questions: number | null;
} {
  const sections: unknown = definition?.form.sections;
  const reveals: unknown = definition?.form.reveals;
  const wellFormed =
    definition !== undefined &&
    isObject(definition.ui) &&
    Array.isArray(reveals) &&
    reveals.every((reveal) => isObject(reveal)) &&
    Array.isArray(sections) &&
    sections.every(
      (section: unknown) =>
        isObject(section) &&
        Array.isArray(section['fields']) &&
        (section['fields'] as unknown[]).every((field) => typeof field === 'string'),
    );
  // The engine's own count, as the site's header and progress panel show it, once the shape allows it.
  return wellFormed ? formCounts(definition) : { sections: null, questions: null };
}

const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export class WorkbenchCatalogue {
  readonly dir: string;
  private readonly lastGood = new Map<string, PreviewForm>();
  private readonly schemas = new Map<string, FormSchema>();
  private current: WorkbenchState | undefined;
  private revision = 0;

  constructor(dir: string) {
    this.dir = path.resolve(dir);
  }

  /** The catalogue folder as the page names files: relative to its parent, e.g. 'schemas'. */
  get name(): string {
    return path.basename(this.dir);
  }

  private metaSchemaFile(): string {
    const own = path.join(this.dir, 'form.meta.schema.json');
    return fs.existsSync(own) ? own : META_SCHEMA_FILE;
  }

  /** A problem with its file (and any file named in its message) shown relative to the catalogue's parent. */
  private shown(problem: Problem): ShownProblem {
    const prefix = `${displayPath(this.dir)}/`;
    const relative = (file: string) =>
      path.relative(path.dirname(this.dir), path.resolve(file)).split(path.sep).join('/');
    return {
      file: relative(problem.file),
      pointer: problem.pointer,
      message: prefix === `${this.name}/` ? problem.message : problem.message.replaceAll(prefix, `${this.name}/`),
    };
  }

  /** Reads and checks every form again. */
  refresh(): WorkbenchState {
    const readAt = new Date().toISOString();
    const { problems, definitions } = readCatalogue(this.dir, {
      serviceSlugs: SERVICE_SLUGS,
      metaSchemaFile: this.metaSchemaFile(),
    });
    const shown = problems.map((problem) => this.shown(problem));
    const folders = listForms(this.dir);
    const ofForm = (folder: string) => shown.filter((problem) => problem.file.startsWith(`${this.name}/${folder}/`));
    const forms = folders.map((folder): WorkbenchForm => {
      const definition = definitions.find((candidate) => candidate.id === folder);
      const formProblems = ofForm(folder);
      // Previewed as the site shows it: the firm's reply promise in place of {replyWithin}.
      if (definition && formProblems.length === 0) this.remember(folder, withReplyPromise(definition), readAt);
      const last = this.lastGood.get(folder);
      const form: unknown = definition?.form;
      return {
        id: folder,
        route: isObject(form) ? textOf(form['route']) : null,
        title: isObject(form) ? textOf(form['title']) : null,
        ...countsOf(definition),
        problems: formProblems,
        preview: last ? { ...last, current: formProblems.length === 0 } : null,
      };
    });
    const elsewhere = shown.filter((problem) => !folders.some((folder) => ofForm(folder).includes(problem)));
    this.revision += 1;
    this.current = { revision: this.revision, catalogue: this.name, readAt, forms, problems: elsewhere };
    return this.current;
  }

  private remember(folder: string, definition: FormDefinition, readAt: string): void {
    const revision = hashOf(definition);
    if (this.lastGood.get(folder)?.revision === revision) return;
    const schemaHash = hashOf(definition.schema);
    this.schemas.set(schemaHash, definition.schema);
    this.lastGood.set(folder, {
      definition,
      revision,
      validatorUrl: `${VALIDATOR_PREFIX}${schemaHash}.js`,
      current: true,
      readAt,
    });
  }

  state(): WorkbenchState {
    return this.current ?? this.refresh();
  }

  /** A schema that passed the check, by the hash its validator URL names. */
  schemaFor(hash: string): FormSchema | undefined {
    return this.schemas.get(hash);
  }

  /** Whether a changed file is part of the catalogue. */
  contains(file: string): boolean {
    const relative = path.relative(this.dir, path.resolve(file));
    return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
  }
}
