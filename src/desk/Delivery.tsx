/** Delivery: whether leads reach the firm (the figures of /healthz/delivery) and a retry of dead letters. */
import { Alert, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { api } from './api.ts';

interface Health {
  readonly ok: boolean;
  readonly pending: number;
  readonly oldestPendingSeconds: number | null;
  readonly deadLetters: number;
  readonly thresholdSeconds: number;
  readonly lastError: { readonly kind: string; readonly error: string } | null;
  readonly problems: readonly string[];
  /** The delivery monitor's alert: its state and when it last changed (null: never raised). */
  readonly alert: { readonly state: 'ok' | 'failing'; readonly changedAt: string | null };
}

function alertText(alert: Health['alert']): string {
  if (alert.changedAt === null) return 'No alert has been raised.';
  const at = `${alert.changedAt.slice(0, 10)} ${alert.changedAt.slice(11, 16)} UTC`;
  return alert.state === 'failing' ? `Failing, announced ${at}` : `Recovered, announced ${at}`;
}

export function Delivery() {
  const [health, setHealth] = useState<Health | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const load = useCallback(() => api<Health>('/desk/api/delivery').then(setHealth), []);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <Stack gap="lg" py="md">
      <Title order={2}>Delivery</Title>
      {health && (
        <Paper withBorder p="md">
          <Text fw={700} c={health.ok ? 'teal' : 'red'}>
            {health.ok ? 'Leads reach the firm.' : 'Lead delivery is failing.'}
          </Text>
          <Table>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>Waiting</Table.Td>
                <Table.Td>{health.pending}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>Oldest waiting</Table.Td>
                <Table.Td>{health.oldestPendingSeconds === null ? '-' : `${health.oldestPendingSeconds} s`}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>Dead letters</Table.Td>
                <Table.Td>{health.deadLetters}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>Last alert</Table.Td>
                <Table.Td>{alertText(health.alert)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>Last error</Table.Td>
                <Table.Td>{health.lastError ? `${health.lastError.kind}: ${health.lastError.error}` : '-'}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          {health.problems.map((problem) => (
            <Alert key={problem} color="red" mt="xs">
              {problem}
            </Alert>
          ))}
        </Paper>
      )}
      {message && <Text role="status">{message}</Text>}
      <div>
        <Button
          disabled={!health || health.deadLetters === 0}
          onClick={() =>
            void api<{ requeued: number }>('/desk/api/delivery/retry', {}).then(async (answer) => {
              setMessage(`${answer.requeued} dead letters put back in the queue.`);
              await load();
            })
          }
        >
          Retry dead letters
        </Button>
      </div>
    </Stack>
  );
}
