import { Text } from '@mantine/core';
import { PageHeader } from '../shared/PageHeader.tsx';
import { formCounts } from '../questionnaire/counts.ts';
import type { FormDefinition } from '../questionnaire/definition.ts';

/**
 * The band above a form: its title, intro and, on a questionnaire, its size: the time estimate
 * form.json gives (when it gives one) and the sections and questions counted from the form itself.
 */
export function FormHeader({ definition }: { definition: FormDefinition }) {
  const { form } = definition;
  const counts = formCounts(definition);
  const size = [
    ...(form.estimate ? [`Estimated time: ${form.estimate.time}`] : []),
    `Sections: ${counts.sections}`,
    `Questions: ${counts.questions}`,
  ].join(' | ');
  return (
    <PageHeader title={form.title} lead={form.intro}>
      {form.kind === 'questionnaire' ? (
        <Text mt="md" c="teal.1" fw={600} size="sm" data-testid="estimate">
          {size}
        </Text>
      ) : null}
    </PageHeader>
  );
}
