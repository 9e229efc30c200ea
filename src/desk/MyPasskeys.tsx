/**
 * My passkeys: the signed-in member's passkeys; another one added on this device (the server asks
 * for a confirmation with a passkey already held when the last sign-in is not recent); each
 * removable (a lost laptop, an old key) while another remains, which signs out the sessions it
 * opened; and the member's sessions (MySessions.tsx).
 */
import { Alert, Button, Code, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { useState } from 'react';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import type {
  AuthenticationStart,
  MyPasskey,
  MyPasskeys as PasskeyList,
  MySessions as SessionList,
  RegistrationStart,
} from './contract.ts';
import { api, DeskApiError, errorMessage } from './api.ts';
import { momentText } from './format.ts';
import { MySessions } from './MySessions.tsx';
import { TablePanel } from './TablePanel.tsx';

interface Message {
  readonly tone: 'ok' | 'info' | 'error';
  readonly text: string;
}

/** A passkey's short name, as the audit log writes it (`passkey <first 8 characters>`). */
const shortId = (passkey: MyPasskey): string => passkey.id.slice(0, 8);
const TONES = { ok: 'teal', info: 'blue', error: 'red' } as const;

const creationOptions = () => api<RegistrationStart>('/desk/api/me/passkeys/options', {});
/** The server's step-up refusal: the last passkey proof is too old to add another. */
const needsConfirmation = (caught: unknown): boolean =>
  caught instanceof DeskApiError && caught.status === 403 && caught.answer.confirm === true;

export async function myPasskeysLoader({ request }: LoaderFunctionArgs) {
  const [passkeys, sessions] = await Promise.all([
    api<PasskeyList>('/desk/api/me/passkeys', undefined, request.signal),
    api<SessionList>('/desk/api/me/sessions', undefined, request.signal),
  ]);
  return { ...passkeys, sessions: sessions.sessions };
}

export function MyPasskeys() {
  const loaded = useLoaderData<typeof myPasskeysLoader>();
  // Adding runs its passkey ceremony in the button's click (browsers ask for a passkey on a
  // person's gesture); adding and removing answer with the list as the server now has it, kept here.
  const [answered, setAnswered] = useState<readonly MyPasskey[] | null>(null);
  const passkeys = answered ?? loaded.passkeys;
  const [message, setMessage] = useState<Message | null>(null);
  const [adding, setAdding] = useState(false);
  const revalidator = useRevalidator();

  async function add() {
    setAdding(true);
    setMessage(null);
    try {
      let start: RegistrationStart;
      try {
        start = await creationOptions();
      } catch (caught) {
        if (!needsConfirmation(caught)) throw caught;
        setMessage({
          tone: 'info',
          text: 'For your safety, first confirm it is you with a passkey you already hold; then create the new one.',
        });
        const confirm = await api<AuthenticationStart>('/desk/api/me/confirm/options', {});
        const proof = await startAuthentication({ optionsJSON: confirm.options });
        await api('/desk/api/me/confirm/verify', { ceremony: confirm.ceremony, response: proof });
        start = await creationOptions();
      }
      const response = await startRegistration({ optionsJSON: start.options });
      const answer = await api<PasskeyList>('/desk/api/me/passkeys/verify', { ceremony: start.ceremony, response });
      setAnswered(answer.passkeys);
      setMessage({ tone: 'ok', text: 'Your new passkey was added: it signs you in to the desk from now on.' });
    } catch (caught) {
      setMessage({ tone: 'error', text: errorMessage(caught) });
    } finally {
      setAdding(false);
    }
  }

  const remove = (passkey: MyPasskey) =>
    api<PasskeyList>('/desk/api/me/passkeys/remove', { id: passkey.id }).then(
      async (answer) => {
        setAnswered(answer.passkeys);
        setMessage({ tone: 'ok', text: `Passkey ${shortId(passkey)} was removed.` });
        // The sessions it opened are gone too.
        await revalidator.revalidate();
      },
      (caught: unknown) => setMessage({ tone: 'error', text: errorMessage(caught) }),
    );

  return (
    <Stack gap="lg" py="md">
      <Title order={2}>My passkeys</Title>
      <Text size="sm" c="dimmed">
        Add a passkey for another device (a new laptop, a security key); unless you signed in a few minutes ago, the
        desk first asks you to confirm with a passkey you already hold. Remove a passkey you no longer hold (a lost
        laptop, an old security key); your last passkey stays.
      </Text>
      <Group>
        <Button onClick={() => void add()} loading={adding}>
          Add a passkey
        </Button>
      </Group>
      {message && (
        <Alert color={TONES[message.tone]} role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      )}
      <TablePanel label="Your passkeys">
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Passkey</Table.Th>
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
                <Table.Td>
                  <Code>{shortId(passkey)}</Code>
                </Table.Td>
                <Table.Td>{momentText(passkey.createdAt)}</Table.Td>
                <Table.Td>{momentText(passkey.lastUsedAt, 'never')}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    disabled={passkeys.length < 2}
                    aria-label={`Remove passkey ${shortId(passkey)}, enrolled ${momentText(passkey.createdAt)}`}
                    onClick={() => void remove(passkey)}
                  >
                    Remove
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TablePanel>
      <MySessions sessions={loaded.sessions} />
    </Stack>
  );
}
