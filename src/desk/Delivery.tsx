/**
 * Delivery: whether leads reach the firm (the figures of /healthz/delivery) and a retry of dead
 * letters; and the desk's own alert, a passkey whose counter went backwards (it may have been copied).
 */
import { Button, Code, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useFetcher, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { DeliveryView, Requeued } from './contract.ts';
import { api, attempt } from './api.ts';
import { Problem } from './DeskError.tsx';
import { momentText } from './format.ts';

export function deliveryLoader({ request }: LoaderFunctionArgs) {
  return api<DeliveryView>('/desk/api/delivery', undefined, request.signal);
}

/** The retry of every dead letter; the figures are read again after it. */
export function deliveryAction() {
  return attempt(async () => {
    const { requeued } = await api<Requeued>('/desk/api/delivery/retry', {});
    return { done: `${requeued} dead letters put back in the queue.` };
  });
}

function alertText(alert: DeliveryView['alert']): string {
  if (alert.changedAt === null) return 'No alert has been raised.';
  return `${alert.state === 'failing' ? 'Failing' : 'Recovered'}, announced ${momentText(alert.changedAt)}`;
}

export function Delivery() {
  const health = useLoaderData<typeof deliveryLoader>();
  const retry = useFetcher<typeof deliveryAction>();
  const outcome = retry.state === 'idle' ? retry.data : undefined;
  return (
    <Stack gap="lg" py="md">
      <Title order={2}>Delivery</Title>
      <Paper withBorder p="md">
        <Text fw={700} c={health.ok ? 'teal.8' : 'red.8'}>
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
        {health.problems.length > 0 && (
          <Stack gap="xs" mt="xs">
            {health.problems.map((problem) => (
              <Problem key={problem}>{problem}</Problem>
            ))}
          </Stack>
        )}
      </Paper>
      {health.passkeyAlerts.length > 0 && (
        <Problem title="A passkey may have been copied">
          <Text size="sm">
            A sign-in was refused because the passkey’s counter went backwards, which happens when a copy of it is in
            use. Ask the member who holds it to remove it on My passkeys and add a new one.
          </Text>
          <List size="sm" mt="xs">
            {health.passkeyAlerts.map((alert) => (
              <List.Item key={`${alert.at}-${alert.passkey ?? ''}`}>
                Passkey <Code>{alert.passkey ?? 'unknown'}</Code>
                {alert.member !== null
                  ? ` of ${alert.member}`
                  : alert.passkey !== null
                    ? ' (no member holds it now)'
                    : ''}
                , {momentText(alert.at)}
              </List.Item>
            ))}
          </List>
        </Problem>
      )}
      {outcome?.done && <Text role="status">{outcome.done}</Text>}
      {outcome?.error && <Problem title="Nothing retried">{outcome.error}</Problem>}
      <retry.Form method="post">
        <Button type="submit" disabled={health.deadLetters === 0} loading={retry.state !== 'idle'}>
          Retry dead letters
        </Button>
      </retry.Form>
    </Stack>
  );
}
