/**
 * Privacy requests: record one with the date it was received (its due date follows from the period
 * the privacy notice publishes, the law's limit shown beside it), the
 * open ones by due date, and answer each from here: the access report (readable, and the JSON
 * `leads access` gives, which any member may prepare), an erasure once an owner types the address
 * again (which closes it); an owner closes any other with what was done (releasing the answer).
 */
import { Button, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useFetcher, useLoaderData } from 'react-router';
import type { PrivacyRequest } from './contract.ts';
import { AccessReport } from './AccessReport.tsx';
import { Problem } from './DeskError.tsx';
import { RequestNotes } from './RequestNotes.tsx';
import type { requestsAction, requestsLoader } from './requests-data.ts';
import { useSession } from './session.ts';
import { TablePanel } from './TablePanel.tsx';
import { VisitorText } from './VisitorText.tsx';

/** The access report on show, below the list: one for the page, whichever request asked for it. */
const REPORT = 'access-report';

function OpenRequest({ request }: { readonly request: PrivacyRequest }) {
  const session = useSession();
  const act = useFetcher<typeof requestsAction>();
  const report = useFetcher<typeof requestsAction>({ key: REPORT });
  const [confirm, setConfirm] = useState('');
  const [outcome, setOutcome] = useState('');
  const submit = (values: Record<string, string>) => void act.submit({ id: request.id, ...values }, { method: 'post' });
  const refused = act.state === 'idle' ? act.data?.error : undefined;
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <Button
          size="xs"
          variant="default"
          loading={report.state !== 'idle' && report.formData?.get('id') === request.id}
          // Reading the report changes nothing: the list is not read again after it.
          onClick={() =>
            void report.submit({ intent: 'access', id: request.id }, { method: 'post', defaultShouldRevalidate: false })
          }
        >
          Access report
        </Button>
        {session.role === 'owner' && request.kind === 'erasure' && (
          <>
            <TextInput
              size="xs"
              aria-label="Type the address again to erase"
              placeholder="Type the address again"
              value={confirm}
              onChange={(event) => setConfirm(event.currentTarget.value)}
            />
            <Button
              size="xs"
              color="red"
              disabled={confirm.trim().toLowerCase() !== request.email}
              onClick={() => submit({ intent: 'erase', confirm })}
            >
              Erase everything held
            </Button>
          </>
        )}
      </Group>
      {session.role === 'owner' && request.kind !== 'erasure' ? (
        <Group gap="xs" wrap="wrap" align="end">
          <TextInput
            size="xs"
            aria-label="What was done"
            placeholder="What was done"
            value={outcome}
            onChange={(event) => setOutcome(event.currentTarget.value)}
          />
          <Button
            size="xs"
            variant="default"
            disabled={outcome.trim() === ''}
            onClick={() => submit({ intent: 'close', outcome })}
          >
            Close request
          </Button>
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          {request.kind === 'erasure'
            ? 'An owner closes this request by erasing what is held.'
            : 'An owner releases the answer and closes this request.'}
        </Text>
      )}
      {refused && <Problem>{refused}</Problem>}
    </Stack>
  );
}

/** A new request: its kind, law and day stay chosen for the next one; the address is cleared once it is listed. */
function RecordRequest({ listed, answerPeriod }: { readonly listed: number; readonly answerPeriod: string }) {
  const record = useFetcher<typeof requestsAction>();
  const [kind, setKind] = useState<string | null>('access');
  const [law, setLaw] = useState<string | null>('gdpr');
  const [receivedOn, setReceivedOn] = useState(new Date().toISOString().slice(0, 10));
  const refused = record.state === 'idle' ? record.data?.error : undefined;
  return (
    <Paper withBorder p="md">
      <record.Form method="post">
        <input type="hidden" name="intent" value="record" />
        <Group gap="sm" align="end" wrap="wrap">
          <Select
            label="Request"
            name="kind"
            data={['access', 'erasure', 'correction']}
            value={kind}
            onChange={setKind}
            allowDeselect={false}
          />
          <Select
            label="Law"
            name="law"
            data={[
              { value: 'gdpr', label: 'GDPR' },
              { value: 'dpdp', label: 'DPDP Act' },
            ]}
            value={law}
            onChange={setLaw}
            allowDeselect={false}
          />
          <TextInput key={listed} label="Requester’s email" name="email" type="email" required />
          <TextInput
            label="Received on"
            name="receivedOn"
            type="date"
            required
            value={receivedOn}
            onChange={(event) => setReceivedOn(event.currentTarget.value)}
          />
          <Button type="submit" loading={record.state !== 'idle'}>
            Record request
          </Button>
        </Group>
        <Text size="sm" c="dimmed" mt="xs" data-testid="answer-period">
          Due within {answerPeriod}, as our privacy notice says. The law allows at most one month under the GDPR
          (extendable by two further months if the requester is told within the first) and 90 days under the DPDP Rules.
        </Text>
      </record.Form>
      {refused && (
        <Stack mt="sm">
          <Problem title="Not recorded">{refused}</Problem>
        </Stack>
      )}
    </Paper>
  );
}

export function Requests() {
  const { requests, answerPeriod } = useLoaderData<typeof requestsLoader>();
  // Shown below the list at the page's full width (a table cell is too narrow to read it on a phone).
  const report = useFetcher<typeof requestsAction>({ key: REPORT });
  const shown = report.state === 'idle' ? report.data : undefined;
  const reportRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown?.report) reportRef.current?.scrollIntoView({ block: 'start' });
  }, [shown?.report]);

  return (
    <Stack gap="lg" py="md">
      <Title order={2}>Privacy requests</Title>
      <RecordRequest listed={requests.length} answerPeriod={answerPeriod} />
      {shown?.error && <Problem title="No access report">{shown.error}</Problem>}
      {requests.length === 0 && <Text>No requests recorded.</Text>}
      {requests.length > 0 && (
        <TablePanel label="Requests" stacked>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Due</Table.Th>
                <Table.Th>Request</Table.Th>
                <Table.Th>Requester</Table.Th>
                <Table.Th>Received</Table.Th>
                <Table.Th>State</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {requests.map((request) => (
                <Table.Tr key={request.id} data-testid="privacy-request">
                  <Table.Td data-label="Due" style={{ whiteSpace: 'nowrap' }}>
                    {request.dueOn}
                    <Text size="xs" c="dimmed">
                      legal limit {request.legalDueOn}
                    </Text>
                  </Table.Td>
                  <Table.Td data-label="Request">
                    {request.kind} ({request.law.toUpperCase()})
                  </Table.Td>
                  <Table.Td data-label="Requester">
                    <VisitorText text={request.email} />
                  </Table.Td>
                  <Table.Td data-label="Received">{request.receivedOn}</Table.Td>
                  <Table.Td data-label="State">
                    {request.closedAt ? (
                      <Text size="sm">
                        Closed {request.closedAt.slice(0, 10)}: {request.outcome}
                      </Text>
                    ) : (
                      <OpenRequest request={request} />
                    )}
                    <RequestNotes request={request} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TablePanel>
      )}
      {shown?.report && (
        <Paper withBorder p="md" radius="sm" ref={reportRef}>
          <AccessReport report={shown.report} />
          <Button size="xs" variant="subtle" mt="sm" className="desk-no-print" onClick={() => report.reset()}>
            Close the report
          </Button>
        </Paper>
      )}
    </Stack>
  );
}
