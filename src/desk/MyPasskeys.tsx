/**
 * My passkeys: the signed-in member's passkeys, each removable (a lost laptop, an old key) while
 * another remains; a new one comes from an owner's invite to the same address.
 */
import { Alert, Button, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { MyPasskey } from './contract.ts';
import { api } from './api.ts';

const when = (iso: string | null): string => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : 'never');

export function MyPasskeys() {
  const [passkeys, setPasskeys] = useState<readonly MyPasskey[] | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    void api<{ passkeys: MyPasskey[] }>('/desk/api/me/passkeys').then((answer) => setPasskeys(answer.passkeys));
  }, []);

  const remove = (passkey: MyPasskey) =>
    api<{ passkeys: MyPasskey[] }>('/desk/api/me/passkeys/remove', { id: passkey.id }).then(
      (answer) => {
        setPasskeys(answer.passkeys);
        setMessage({ ok: true, text: `The passkey enrolled ${when(passkey.createdAt)} was removed.` });
      },
      (caught: unknown) => setMessage({ ok: false, text: caught instanceof Error ? caught.message : String(caught) }),
    );

  return (
    <Stack gap="lg" py="md">
      <Title order={2}>My passkeys</Title>
      <Text size="sm" c="dimmed">
        Remove a passkey you no longer hold (a lost laptop, an old security key). Your last passkey stays: to add one,
        ask an owner for an invite to your address.
      </Text>
      {message && (
        <Alert color={message.ok ? 'teal' : 'red'} role="status">
          {message.text}
        </Alert>
      )}
      {passkeys && (
        <Paper withBorder radius="sm" className="desk-table-wrap">
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Enrolled</Table.Th>
                <Table.Th>Last used</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Action</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {passkeys.map((passkey) => (
                <Table.Tr key={passkey.id} data-testid="my-passkey">
                  <Table.Td>{when(passkey.createdAt)}</Table.Td>
                  <Table.Td>{when(passkey.lastUsedAt)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      disabled={passkeys.length < 2}
                      aria-label={`Remove the passkey enrolled ${when(passkey.createdAt)}`}
                      onClick={() => void remove(passkey)}
                    >
                      Remove
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}
