/**
 * The team, for owners: who may sign in (role, passkeys, open sessions), invites still pending,
 * a new invite whose one-time link is shown here once, and removal, which ends a member's access
 * at once.
 */
import { Alert, Button, Code, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { api } from './api.ts';
import { receivedText } from './format.ts';

interface TeamView {
  readonly members: readonly {
    readonly email: string;
    readonly role: string;
    readonly passkeys: number;
    readonly sessions: number;
  }[];
  readonly invites: readonly { readonly email: string; readonly role: string; readonly expiresAt: string }[];
}

export function Team({ me }: { readonly me: string }) {
  const [team, setTeam] = useState<TeamView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<string | null>('consultant');
  const [link, setLink] = useState<string | null>(null);

  const load = useCallback(
    () =>
      api<TeamView>('/desk/api/team')
        .then(setTeam)
        .catch((caught: unknown) => setError(caught instanceof Error ? caught.message : String(caught))),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);

  async function act(work: () => Promise<void>) {
    setError(null);
    try {
      await work();
      await load();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  }

  return (
    <Stack gap="lg" py="md">
      <Title order={2}>Team</Title>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Paper withBorder p="md">
        <Title order={3} size="h4" mb="xs">
          Invite someone
        </Title>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void act(async () => {
              const made = await api<{ link: string }>('/desk/api/team/invites', { email, role });
              setLink(made.link);
              setEmail('');
            });
          }}
        >
          <Group gap="sm" align="end" wrap="wrap">
            <TextInput
              label="Email address"
              type="email"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <Select label="Role" data={['consultant', 'owner']} value={role} allowDeselect={false} onChange={setRole} />
            <Button type="submit">Create invite link</Button>
          </Group>
        </form>
        {link && (
          <Stack gap={4} mt="sm">
            <Text size="sm">
              Send this link to that person only; it works once, for 24 hours, and is not shown again:
            </Text>
            <Code block data-testid="invite-link">
              {link}
            </Code>
          </Stack>
        )}
      </Paper>
      {team && (
        <>
          <div className="desk-table-wrap">
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Member</Table.Th>
                  <Table.Th>Role</Table.Th>
                  <Table.Th>Passkeys</Table.Th>
                  <Table.Th>Sessions</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {team.members.map((member) => (
                  <Table.Tr key={member.email}>
                    <Table.Td>{member.email}</Table.Td>
                    <Table.Td>{member.role}</Table.Td>
                    <Table.Td>{member.passkeys}</Table.Td>
                    <Table.Td>{member.sessions}</Table.Td>
                    <Table.Td>
                      {member.email !== me && (
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          onClick={() =>
                            void act(async () => {
                              await api('/desk/api/team/remove', { email: member.email });
                            })
                          }
                        >
                          Remove {member.email}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
          {team.invites.length > 0 && (
            <div>
              <Title order={3} size="h4" mb="xs">
                Pending invites
              </Title>
              <Stack gap="xs">
                {team.invites.map((invite) => (
                  <Group key={`${invite.email}-${invite.expiresAt}`} gap="sm" data-testid="pending-invite">
                    <Text size="sm">
                      {invite.email} ({invite.role}), until {receivedText(invite.expiresAt)}
                    </Text>
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={`Revoke the invite to ${invite.email}`}
                      onClick={() =>
                        void act(async () => {
                          await api('/desk/api/team/invites/revoke', { email: invite.email });
                        })
                      }
                    >
                      Revoke
                    </Button>
                  </Group>
                ))}
              </Stack>
            </div>
          )}
        </>
      )}
    </Stack>
  );
}
