import { Text } from '@mantine/core';
import { PageHeader } from '../../shared/PageHeader.tsx';
import type { FormMeta } from '../definition.ts';

/** The band above a form: its title, intro and, when form.json gives one, the time estimate. */
export function FormHeader({ form }: { form: FormMeta }) {
  return (
    <PageHeader title={form.title} lead={form.intro}>
      {form.estimate ? (
        <Text mt="md" c="teal.1" fw={600} size="sm" data-testid="estimate">
          Estimated time: {form.estimate.time} | Sections: {form.estimate.sections} | Questions:{' '}
          {form.estimate.questions}
        </Text>
      ) : null}
    </PageHeader>
  );
}
