import { Anchor, Text, Title } from '@mantine/core';
import { ProblemList } from './ProblemList.tsx';
import type { ShownProblem, WorkbenchForm } from './types.ts';
import classes from './Workbench.module.css';

/** The catalogue check of this form, problems first; a word on other forms that have some. */
export function CheckPanel({
  form,
  others,
  globalProblems,
}: {
  form: WorkbenchForm;
  others: readonly WorkbenchForm[];
  globalProblems: readonly ShownProblem[];
}) {
  const problems = [...globalProblems, ...form.problems];
  return (
    <div className={classes.panel}>
      {problems.length > 0 ? (
        <ProblemList problems={problems} title="Catalogue check problems" />
      ) : (
        <section data-testid="workbench-problems" aria-labelledby="check-title">
          <Title order={2} size="h4" id="check-title" c="teal.9">
            Catalogue check: no problems
          </Title>
          <Text size="sm" c="gray.8">
            schema.json, ui.json and form.json of {form.id} pass every rule npm run schemas:check applies.
          </Text>
        </section>
      )}
      {others.length > 0 ? (
        <Text size="sm" mt="sm" c="gray.8">
          Other forms with problems:{' '}
          {others.map((other, index) => (
            <span key={other.id}>
              {index > 0 ? ', ' : ''}
              <Anchor href={`#/forms/${other.id}`} c="teal.9">
                {other.id}
              </Anchor>
            </span>
          ))}
          .
        </Text>
      ) : null}
    </div>
  );
}
