/**
 * One lead: who and what (the report as the firm's email carries it), the readiness snapshot, the
 * consent record, delivery, and the consultant's work on it: status, assignee, notes, and its
 * history from the audit log. Opening it is itself a line of that history.
 */
import { Alert, Anchor, Button, Group, Paper, Select, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { LEAD_STATUSES, type LeadDetail } from './contract.ts';
import { api } from './api.ts';
import { receivedText } from './format.ts';
import { visible, VisitorText } from './VisitorText.tsx';

export function LeadPage() {
  const { id = '' } = useParams();
  const [lead, setLead] = useState<LeadDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [saved, setSaved] = useState<string | null>(null);

  const load = useCallback(
    () =>
      api<LeadDetail>(`/desk/api/leads/${encodeURIComponent(id)}`)
        .then(setLead)
        .catch((caught: unknown) => setError(caught instanceof Error ? caught.message : String(caught))),
    [id],
  );
  useEffect(() => {
    void load();
  }, [load]);

  async function retry() {
    setError(null);
    try {
      const { requeued } = await api<{ requeued: number }>(`/desk/api/leads/${encodeURIComponent(id)}/retry`, {});
      // Shown as the queue now has them, without reading the lead again (which would log another view).
      setLead(
        (current) =>
          current && {
            ...current,
            jobs: current.jobs.map((job) => (job.status === 'dead' ? { ...job, status: 'pending', attempts: 0 } : job)),
          },
      );
      setSaved(`${requeued} dead ${requeued === 1 ? 'letter' : 'letters'} put back in the queue.`);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  }

  async function change(path: string, body: unknown, done: string) {
    setError(null);
    try {
      setLead(await api<LeadDetail>(`/desk/api/leads/${encodeURIComponent(id)}/${path}`, body));
      setSaved(done);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  }

  if (!lead) {
    return error ? (
      <Alert color="red" role="alert" mt="md">
        {error}
      </Alert>
    ) : (
      <Text py="md">Loading the lead…</Text>
    );
  }
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
          {row.formTitle}, received {receivedText(row.receivedAt)}
          {row.priority ? `, ${row.priority} priority` : ''}
        </Text>
      </div>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {saved && (
        <Text role="status" size="sm">
          {saved}
        </Text>
      )}
      <Group gap="md" align="end" className="desk-no-print">
        <Select
          label="Status"
          data={[...LEAD_STATUSES]}
          value={row.status}
          allowDeselect={false}
          onChange={(value) => value && void change('status', { status: value }, `Status set to ${value}.`)}
        />
        <Select
          label="Assignee"
          placeholder="Nobody"
          clearable
          data={[...lead.members]}
          value={row.assignee}
          onChange={(value) =>
            void change('assignee', { assignee: value }, value ? `Assigned to ${value}.` : 'Assigned to nobody.')
          }
        />
        <Button component={Link} to={`/desk/leads/${encodeURIComponent(id)}/print`} variant="default">
          Print view
        </Button>
      </Group>
      <div className="desk-lead-grid">
        <Paper withBorder p="md">
          <Title order={3} size="h4" mb="xs">
            Answers
          </Title>
          <pre className="desk-report" dir="ltr">
            {visible(lead.report)}
          </pre>
        </Paper>
        <Stack gap="lg">
          {lead.snapshot && (
            <Paper withBorder p="md">
              <Title order={3} size="h4" mb="xs">
                Readiness snapshot
              </Title>
              <pre className="desk-report">{lead.snapshot}</pre>
            </Paper>
          )}
          <Paper withBorder p="md">
            <Title order={3} size="h4" mb="xs">
              Consent
            </Title>
            <Text size="sm">Given: {lead.consent.at ?? 'no consent box on this form'}</Text>
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
              <Table>
                <Table.Tbody>
                  {lead.jobs.map((job, index) => (
                    <Table.Tr key={index}>
                      <Table.Td>{job.kind}</Table.Td>
                      <Table.Td>{job.status}</Table.Td>
                      <Table.Td>{job.sentAt ?? `${job.attempts} attempts`}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            {lead.jobs.some((job) => job.status === 'dead') && (
              <Button size="xs" variant="default" mt="xs" className="desk-no-print" onClick={() => void retry()}>
                Retry the dead letter
              </Button>
            )}
          </Paper>
        </Stack>
      </div>
      <Paper withBorder p="md">
        <Title order={3} size="h4" mb="xs">
          Notes
        </Title>
        <Stack gap="xs">
          {lead.notes.map((each, index) => (
            <div key={index}>
              <Text size="xs" c="dimmed">
                {each.author}, {receivedText(each.createdAt)}
              </Text>
              <Text className="desk-visitor desk-note">{visible(each.body)}</Text>
            </div>
          ))}
          <form
            className="desk-no-print"
            onSubmit={(event) => {
              event.preventDefault();
              void change('notes', { body: note }, 'Note added.').then(() => setNote(''));
            }}
          >
            <Stack gap="xs">
              <Textarea
                label="Add a note"
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
          </form>
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Title order={3} size="h4" mb="xs">
          History
        </Title>
        <Table>
          <Table.Tbody>
            {lead.history.map((line, index) => (
              <Table.Tr key={index} data-testid="history-line">
                <Table.Td>{receivedText(line.at)}</Table.Td>
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
