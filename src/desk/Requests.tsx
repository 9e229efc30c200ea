/**
 * Privacy requests: record one with the date it was received (the legal due date follows), the
 * open ones by due date, and answer each from here: the access report (readable, and the JSON
 * `leads access` gives), an erasure once an owner types the address again, then close it with
 * what was done.
 */
import { Alert, Button, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SessionInfo } from './contract.ts';
import { AccessReport, type AccessReportData } from './AccessReport.tsx';
import { api } from './api.ts';
import { VisitorText } from './VisitorText.tsx';

interface PrivacyRequest {
  readonly id: string;
  readonly kind: string;
  readonly law: string;
  readonly email: string;
  readonly receivedOn: string;
  readonly dueOn: string;
  readonly closedAt: string | null;
  readonly outcome: string | null;
}

function OpenRequest({
  request,
  session,
  onChange,
  onReport,
}: {
  readonly request: PrivacyRequest;
  readonly session: SessionInfo;
  readonly onChange: (error?: string) => void;
  readonly onReport: (report: AccessReportData) => void;
}) {
  const [confirm, setConfirm] = useState('');
  const [outcome, setOutcome] = useState('');
  const act = (work: () => Promise<unknown>) =>
    work().then(
      () => onChange(),
      (caught: unknown) => onChange(caught instanceof Error ? caught.message : String(caught)),
    );
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <Button
          size="xs"
          variant="default"
          onClick={() => void api<AccessReportData>(`/desk/api/requests/${request.id}/access`).then(onReport)}
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
              onClick={() => void act(() => api(`/desk/api/requests/${request.id}/erase`, { confirm }))}
            >
              Erase everything held
            </Button>
          </>
        )}
      </Group>
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
          onClick={() => void act(() => api(`/desk/api/requests/${request.id}/close`, { outcome }))}
        >
          Close request
        </Button>
      </Group>
    </Stack>
  );
}

export function Requests({ session }: { readonly session: SessionInfo }) {
  const [requests, setRequests] = useState<readonly PrivacyRequest[] | null>(null);
  // Shown below the list at the page's full width (a table cell is too narrow to read it on a phone).
  const [report, setReport] = useState<AccessReportData | null>(null);
  const reportRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (report) reportRef.current?.scrollIntoView({ block: 'start' });
  }, [report]);
  const [error, setError] = useState<string | null>(null);
  const [kind, setKind] = useState<string | null>('access');
  const [law, setLaw] = useState<string | null>('gdpr');
  const [email, setEmail] = useState('');
  const [receivedOn, setReceivedOn] = useState(new Date().toISOString().slice(0, 10));

  const load = useCallback(
    () =>
      api<{ requests: PrivacyRequest[] }>('/desk/api/requests')
        .then((answer) => setRequests(answer.requests))
        .catch((caught: unknown) => setError(caught instanceof Error ? caught.message : String(caught))),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const changed = (message?: string) => {
    setError(message ?? null);
    void load();
  };

  return (
    <Stack gap="lg" py="md">
      <Title order={2}>Privacy requests</Title>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Paper withBorder p="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            api('/desk/api/requests', { kind, law, email, receivedOn }).then(
              () => {
                setEmail('');
                changed();
              },
              (caught: unknown) => setError(caught instanceof Error ? caught.message : String(caught)),
            );
          }}
        >
          <Group gap="sm" align="end" wrap="wrap">
            <Select
              label="Request"
              data={['access', 'erasure', 'correction']}
              value={kind}
              onChange={setKind}
              allowDeselect={false}
            />
            <Select
              label="Law"
              data={[
                { value: 'gdpr', label: 'GDPR (one month)' },
                { value: 'dpdp', label: 'DPDP Act (at most 90 days)' },
              ]}
              value={law}
              onChange={setLaw}
              allowDeselect={false}
            />
            <TextInput
              label="Requester’s email"
              type="email"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <TextInput
              label="Received on"
              type="date"
              required
              value={receivedOn}
              onChange={(event) => setReceivedOn(event.currentTarget.value)}
            />
            <Button type="submit">Record request</Button>
          </Group>
        </form>
      </Paper>
      {requests && requests.length === 0 && <Text>No requests recorded.</Text>}
      {requests && requests.length > 0 && (
        <div className="desk-table-wrap">
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
                  <Table.Td>{request.dueOn}</Table.Td>
                  <Table.Td>
                    {request.kind} ({request.law.toUpperCase()})
                  </Table.Td>
                  <Table.Td>
                    <VisitorText text={request.email} />
                  </Table.Td>
                  <Table.Td>{request.receivedOn}</Table.Td>
                  <Table.Td>
                    {request.closedAt ? (
                      <Text size="sm">
                        Closed {request.closedAt.slice(0, 10)}: {request.outcome}
                      </Text>
                    ) : (
                      <OpenRequest request={request} session={session} onChange={changed} onReport={setReport} />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      {report && (
        <Paper withBorder p="md" radius="sm" ref={reportRef}>
          <AccessReport report={report} />
          <Button size="xs" variant="subtle" mt="sm" className="desk-no-print" onClick={() => setReport(null)}>
            Close the report
          </Button>
        </Paper>
      )}
    </Stack>
  );
}
