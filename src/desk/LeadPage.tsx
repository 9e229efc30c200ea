/**
 * One lead: who and what, the readiness snapshot and the answers (LeadReportPanels), the
 * consent record, delivery, and the consultant's work on it: status, assignee, notes, and its
 * history from the audit log. Opening it is itself a line of that history.
 */
import { Anchor, Button, Group, Paper, Select, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useFetcher, useLoaderData, type FetcherWithComponents } from 'react-router';
import { LEAD_STATUSES } from './contract.ts';
import { Problem } from './DeskError.tsx';
import { momentText } from './format.ts';
import { ReplyClock } from './ReplyClock.tsx';
import { LeadReportPanels } from './LeadReportPanels.tsx';
import { ReplyComposer } from './ReplyComposer.tsx';
import type { leadAction, leadLoader } from './lead-data.ts';
import { visible, VisitorText } from './VisitorText.tsx';

type Change = FetcherWithComponents<Awaited<ReturnType<typeof leadAction>>>;

/** A note's form, drawn afresh (empty) once its note is on the lead. */
function NoteForm({ change }: { readonly change: Change }) {
  const [note, setNote] = useState('');
  return (
    <change.Form method="post" className="desk-no-print">
      <input type="hidden" name="intent" value="note" />
      <Stack gap="xs">
        <Textarea
          label="Add a note"
          name="body"
          autosize
          minRows={2}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group>
          <Button type="submit" disabled={note.trim() === ''}>
            Add note
          </Button>
        </Group>
      </Stack>
    </change.Form>
  );
}

export function LeadPage() {
  const lead = useLoaderData<typeof leadLoader>();
  // One fetcher for every change to the lead: its answer is the line saying what was done, or why not.
  const change = useFetcher<typeof leadAction>();
  const submit = (values: Record<string, string>) => void change.submit(values, { method: 'post' });
  const outcome = change.state === 'idle' ? change.data : undefined;
  const { row } = lead;
  return (
    <Stack gap="lg" py="md">
      <Anchor component={Link} to="/desk" className="desk-no-print">
        Back to the inbox
      </Anchor>
      <div>
        <Title order={2}>
          <VisitorText text={row.organisation ?? row.person} fallback={row.formTitle} />
        </Title>
        <Text c="dimmed">
          {row.formTitle}, received {momentText(row.receivedAt)}
          {row.priority ? `, ${row.priority} priority` : ''}
        </Text>
      </div>
      <ReplyClock row={row} change={change} />
      {outcome?.error && <Problem title="Not changed">{outcome.error}</Problem>}
      {outcome?.done && (
        <Text role="status" size="sm">
          {outcome.done}
        </Text>
      )}
      <Group gap="md" align="end" className="desk-no-print">
        <Select
          label="Status"
          data={[...LEAD_STATUSES]}
          value={row.status}
          allowDeselect={false}
          onChange={(status) => status && submit({ intent: 'status', status })}
        />
        <Select
          label="Assignee"
          placeholder="Nobody"
          clearable
          data={[...lead.members]}
          value={row.assignee}
          onChange={(assignee) => submit({ intent: 'assignee', assignee: assignee ?? '' })}
        />
        <Button component={Link} to={`/desk/leads/${encodeURIComponent(row.id)}/print`} variant="default">
          Print view
        </Button>
      </Group>
      <div className="desk-lead-grid">
        <LeadReportPanels lead={lead} />
        <Stack gap="lg">
          <Paper withBorder p="md">
            <Title order={3} size="h4" mb="xs">
              Consent
            </Title>
            <Text size="sm">Given: {momentText(lead.consent.at, 'no consent box on this form')}</Text>
            <Text size="sm">Text shown: {lead.consent.text ?? '-'}</Text>
            <Text size="sm">Privacy notice: {lead.consent.noticeVersion ?? '-'}</Text>
          </Paper>
          <Paper withBorder p="md">
            <Title order={3} size="h4" mb="xs">
              Delivery
            </Title>
            {lead.jobs.length === 0 ? (
              <Text size="sm">Nothing sent (spam is never delivered).</Text>
            ) : (
              <Table className="desk-wrap-cells">
                <Table.Tbody>
                  {lead.jobs.map((job, index) => (
                    <Table.Tr key={index}>
                      <Table.Td>{job.kind}</Table.Td>
                      <Table.Td>{job.status}</Table.Td>
                      <Table.Td>{job.sentAt ? momentText(job.sentAt) : `${job.attempts} attempts`}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            {lead.jobs.some((job) => job.status === 'dead') && (
              <Button
                size="xs"
                variant="default"
                mt="xs"
                className="desk-no-print"
                onClick={() => submit({ intent: 'retry' })}
              >
                Retry the dead letter
              </Button>
            )}
          </Paper>
        </Stack>
      </div>
      <ReplyComposer lead={lead} change={change} />
      <Paper withBorder p="md">
        <Title order={3} size="h4" mb="xs">
          Notes
        </Title>
        <Stack gap="xs">
          {lead.notes.map((each, index) => (
            <div key={index}>
              <Text size="xs" c="dimmed">
                {each.author}, {momentText(each.createdAt)}
              </Text>
              <Text className="desk-visitor desk-note">{visible(each.body)}</Text>
            </div>
          ))}
          <NoteForm key={lead.notes.length} change={change} />
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Title order={3} size="h4" mb="xs">
          History
        </Title>
        <Table className="desk-wrap-cells">
          <Table.Tbody>
            {lead.history.map((line, index) => (
              <Table.Tr key={index} data-testid="history-line">
                <Table.Td>{momentText(line.at)}</Table.Td>
                <Table.Td>{line.actor}</Table.Td>
                <Table.Td>{line.action}</Table.Td>
                <Table.Td>{line.detail ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}
