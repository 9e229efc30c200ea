/**
 * The member's sessions, below their passkeys: where they are signed in (the browser as it names
 * itself), since when, last active, and the passkey that opened each; "Sign out" ends any other
 * one (a laptop left signed in), "Sign out everywhere else" all but this one.
 */
import { Alert, Button, Code, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { MySession } from './contract.ts';
import { api, errorMessage } from './api.ts';
import { momentText } from './format.ts';
import { TablePanel } from './TablePanel.tsx';

export function MySessions({ sessions }: { readonly sessions: readonly MySession[] }) {
  const revalidator = useRevalidator();
  const [message, setMessage] = useState<{ readonly ok: boolean; readonly text: string } | null>(null);
  const others = sessions.filter((session) => !session.current).length;

  const end = (path: string, body: unknown, done: string) =>
    api(path, body).then(
      async () => {
        await revalidator.revalidate();
        setMessage({ ok: true, text: done });
      },
      (caught: unknown) => setMessage({ ok: false, text: errorMessage(caught) }),
    );

  return (
    <Stack gap="sm">
      <Title order={3}>Where you are signed in</Title>
      <Text size="sm" c="dimmed">
        Each session ends after 30 idle minutes or 12 hours. Removing a passkey signs out the sessions it opened.
      </Text>
      <Group>
        <Button
          variant="default"
          disabled={others === 0}
          onClick={() => void end('/desk/api/me/sessions/end-others', {}, 'You were signed out everywhere else.')}
        >
          Sign out everywhere else
        </Button>
      </Group>
      {message && (
        <Alert color={message.ok ? 'teal' : 'red'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      )}
      <TablePanel label="Your sessions" stacked>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Browser</Table.Th>
              <Table.Th>Started</Table.Th>
              <Table.Th>Last active</Table.Th>
              <Table.Th>Passkey</Table.Th>
              <Table.Th>
                <VisuallyHidden>Action</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sessions.map((session) => (
              <Table.Tr key={session.id} data-testid="my-session">
                <Table.Td data-label="Browser" className="desk-user-agent">
                  {session.userAgent ?? 'Not named'}
                </Table.Td>
                <Table.Td data-label="Started">{momentText(session.createdAt)}</Table.Td>
                <Table.Td data-label="Last active">{momentText(session.lastSeenAt)}</Table.Td>
                <Table.Td data-label="Passkey">
                  {session.passkey === null ? '-' : <Code>{session.passkey}</Code>}
                </Table.Td>
                <Table.Td>
                  {session.current ? (
                    <Text size="sm">This session</Text>
                  ) : (
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={`Sign out the session started ${momentText(session.createdAt)}`}
                      onClick={() =>
                        void end('/desk/api/me/sessions/end', { id: session.id }, 'That session was signed out.')
                      }
                    >
                      Sign out
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TablePanel>
    </Stack>
  );
}
