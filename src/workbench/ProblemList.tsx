import { Code, Text, Title } from '@mantine/core';
import type { ShownProblem } from './types.ts';
import classes from './Workbench.module.css';

/** Catalogue-check problems, each as file, JSON pointer and what to do (the check's own words). */
export function ProblemList({ problems, title }: { problems: readonly ShownProblem[]; title: string }) {
  return (
    <section className={classes.problems} data-testid="workbench-problems" aria-labelledby="problems-title">
      <Title order={2} size="h4" id="problems-title" c="red.9">
        {title}: {problems.length}
      </Title>
      <ol className={classes.problemList}>
        {problems.map((problem, index) => (
          <li key={`${problem.file}${problem.pointer}${index}`} data-testid="workbench-problem">
            <div className={classes.problemWhere}>
              <Code data-testid="problem-file">{problem.file}</Code>
              <Code data-testid="problem-pointer">{problem.pointer}</Code>
            </div>
            <Text size="sm" data-testid="problem-message">
              {problem.message}
            </Text>
          </li>
        ))}
      </ol>
    </section>
  );
}
