import { Anchor, Badge, Code, Table, Text, Title } from '@mantine/core';
import { ProblemList } from './ProblemList.tsx';
import type { WorkbenchForm, WorkbenchState } from './types.ts';
import { formHref } from './use-hash-route.ts';
import classes from './Workbench.module.css';

function CheckBadge({ form }: { form: WorkbenchForm }) {
  const count = form.problems.length;
  return count === 0 ? (
    <Badge color="teal" variant="light" c="teal.9">
      No problems
    </Badge>
  ) : (
    <Badge color="red" variant="light" c="red.9">
      {count} {count === 1 ? 'problem' : 'problems'}
    </Badge>
  );
}

const shown = (value: number | string | null) => (value === null ? '–' : value);

/** Every form of the catalogue with its route, size and check result. */
export function CatalogueView({ state }: { state: WorkbenchState }) {
  return (
    <div className={classes.page}>
      <Title order={1} className={classes.pageTitle}>
        Questionnaire workbench
      </Title>
      <Text className={classes.lead} mt={8} mb={24}>
        Every form in <Code>{state.catalogue}/</Code>, checked each time you save a file. Open one to see it as visitors
        do, with what the firm receives, while you edit its JSON.
      </Text>
      {state.problems.length > 0 ? <ProblemList problems={state.problems} title="Catalogue problems" /> : null}
      <div className={classes.tableWrap}>
        <Table striped highlightOnHover verticalSpacing="sm" data-testid="form-table">
          <Table.Caption style={{ color: 'var(--mantine-color-gray-8)' }}>
            {state.forms.length} forms. A new one: <Code>npm run workbench -- new &lt;id&gt; --from &lt;form&gt;</Code>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Form</Table.Th>
              <Table.Th scope="col">Route</Table.Th>
              <Table.Th scope="col">Sections</Table.Th>
              <Table.Th scope="col">Questions</Table.Th>
              <Table.Th scope="col">Catalogue check</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {state.forms.map((form) => (
              <Table.Tr key={form.id} data-testid="form-row" data-form={form.id}>
                <Table.Th scope="row" fw={400}>
                  <Anchor href={formHref(form.id)} fw={700} c="teal.9">
                    {form.id}
                  </Anchor>
                  {form.title ? (
                    <Text size="sm" c="gray.7">
                      {form.title}
                    </Text>
                  ) : null}
                </Table.Th>
                <Table.Td>
                  <Code>{shown(form.route)}</Code>
                </Table.Td>
                <Table.Td data-testid="sections">{shown(form.sections)}</Table.Td>
                <Table.Td data-testid="questions">{shown(form.questions)}</Table.Td>
                <Table.Td>
                  <CheckBadge form={form} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </div>
  );
}
