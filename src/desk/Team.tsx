/**
 * The team, for owners: who may sign in (role, passkeys, open sessions), invites still pending,
 * a new invite whose one-time link is shown here once, the end of every session of a member (a
 * phone left in a taxi; asked once more first), and removal, which ends a member's access at once.
 */
import {
  Button,
  Code,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { data, useFetcher, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { InviteMade, SessionInfo, TeamView } from './contract.ts';
import { api, attempt, field } from './api.ts';
import { ConfirmButton } from './ConfirmButton.tsx';
import { Problem } from './DeskError.tsx';
import { momentText } from './format.ts';
import { useSession } from './session.ts';
import { TablePanel } from './TablePanel.tsx';

/** Owners only: for anyone else the desk has no such page. */
export function teamLoader({ request }: LoaderFunctionArgs, session: SessionInfo) {
  if (session.role !== 'owner') throw data('No such page', { status: 404 });
  return api<TeamView>('/desk/api/team', undefined, request.signal);
}

export async function teamAction({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const email = field(form, 'email');
  return attempt(async () => {
    switch (field(form, 'intent')) {
      case 'invite':
        return api<InviteMade>('/desk/api/team/invites', { email, role: field(form, 'role') });
      case 'revoke':
        await api('/desk/api/team/invites/revoke', { email });
        return {};
      case 'remove':
        await api('/desk/api/team/remove', { email });
        return {};
      case 'end-sessions':
        await api('/desk/api/team/sessions/end', { email });
        return { done: `Every session of ${email} was ended: they sign in again to go on.` };
      default:
        throw new Error('The desk does not know this change.');
    }
  });
}

/** The invite form, drawn afresh (empty) once its link is shown. */
function Invite() {
  const invite = useFetcher<typeof teamAction>();
  const outcome = invite.state === 'idle' ? invite.data : undefined;
  const link = outcome?.link;
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h4" mb="xs">
        Invite someone
      </Title>
      <invite.Form method="post" key={link}>
        <input type="hidden" name="intent" value="invite" />
        <Group gap="sm" align="end" wrap="wrap">
          <TextInput label="Email address" name="email" type="email" required />
          <Select
            label="Role"
            name="role"
            data={['consultant', 'owner']}
            defaultValue="consultant"
            allowDeselect={false}
          />
          <Button type="submit" loading={invite.state !== 'idle'}>
            Create invite link
          </Button>
        </Group>
      </invite.Form>
      {outcome?.error && (
        <Stack mt="sm">
          <Problem title="No invite made">{outcome.error}</Problem>
        </Stack>
      )}
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
  );
}

export function Team() {
  const team = useLoaderData<typeof teamLoader>();
  const me = useSession().email;
  // Removals and revocations share one fetcher: a refusal is shown above the list, which is read again after a change.
  const change = useFetcher<typeof teamAction>({ key: 'team-change' });
  const outcome = change.state === 'idle' ? change.data : undefined;
  const submit = (intent: 'revoke' | 'remove' | 'end-sessions', email: string) =>
    void change.submit({ intent, email }, { method: 'post' });
  return (
    <Stack gap="lg" py="md">
      <Title order={2}>Team</Title>
      <Invite />
      {outcome?.error && <Problem title="Not changed">{outcome.error}</Problem>}
      {outcome?.done && <Text role="status">{outcome.done}</Text>}
      <TablePanel label="Members" stacked>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Member</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Passkeys</Table.Th>
              <Table.Th>Sessions</Table.Th>
              <Table.Th>
                <VisuallyHidden>Action</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {team.members.map((member) => (
              <Table.Tr key={member.email}>
                <Table.Td data-label="Member">{member.email}</Table.Td>
                <Table.Td data-label="Role">{member.role}</Table.Td>
                <Table.Td data-label="Passkeys">{member.passkeys}</Table.Td>
                <Table.Td data-label="Sessions">{member.sessions}</Table.Td>
                <Table.Td>
                  {member.email !== me && (
                    <Group gap="xs" wrap="wrap">
                      {member.sessions > 0 && (
                        <ConfirmButton
                          label="End sessions"
                          name={`End every session of ${member.email}`}
                          question={`Sign ${member.email} out everywhere?`}
                          answer="End their sessions"
                          onConfirm={() => submit('end-sessions', member.email)}
                        />
                      )}
                      <Button size="xs" color="red" variant="light" onClick={() => submit('remove', member.email)}>
                        Remove {member.email}
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TablePanel>
      {team.invites.length > 0 && (
        <div>
          <Title order={3} size="h4" mb="xs">
            Pending invites
          </Title>
          <Stack gap="xs">
            {team.invites.map((invite) => (
              <Group key={`${invite.email}-${invite.expiresAt}`} gap="sm" data-testid="pending-invite">
                <Text size="sm">
                  {invite.email} ({invite.role}), until {momentText(invite.expiresAt)}
                </Text>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`Revoke the invite to ${invite.email}`}
                  onClick={() => submit('revoke', invite.email)}
                >
                  Revoke
                </Button>
              </Group>
            ))}
          </Stack>
        </div>
      )}
    </Stack>
  );
}
