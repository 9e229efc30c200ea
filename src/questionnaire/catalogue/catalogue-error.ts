import { formatProblem, type Problem } from './check/problem.ts';

/** A catalogue that fails its check: one error listing every problem, file and pointer first. */
export class CatalogueError extends Error {
  declare readonly problems: readonly Problem[];

  constructor(problems: readonly Problem[]) {
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    super(
      [
        `The questionnaire catalogue has ${count}; fix ${problems.length === 1 ? 'it' : 'them'} and run npm run schemas:check:`,
        ...problems.map((problem) => `  ${formatProblem(problem)}`),
      ].join('\n'),
    );
    this.name = 'CatalogueError';
    // Not enumerable: an uncaught error prints its message once, not the list a second time as data.
    Object.defineProperty(this, 'problems', { value: problems, enumerable: false });
  }
}
