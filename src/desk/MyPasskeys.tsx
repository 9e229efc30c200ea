/**
 * My passkeys: the signed-in member's passkeys; another one added on this device, and any one
 * removed (a lost laptop, an old key) while another remains, which signs out the sessions it
 * opened. Each change first asks the member to confirm with a passkey they already hold, every
 * time; adding is then a second step of its own, so the new passkey may be made on another
 * device than the one that confirmed. Below, the member's sessions (MySessions.tsx).
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

/** The server's refusal of a change whose confirmation is missing, spent or too old. */
const needsConfirmation = (caught: unknown): boolean =>
  caught instanceof DeskApiError && caught.status === 403 && caught.answer.confirm === true;

/** "Confirm it is you": a passkey the member holds proves it, which allows one change of passkeys. */
async function confirmHeld(): Promise<void> {
  const start = await api<AuthenticationStart>('/desk/api/me/confirm/options', {});
  const proof = await startAuthentication({ optionsJSON: start.options });
  await api('/desk/api/me/confirm/verify', { ceremony: start.ceremony, response: proof });
}

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
  const [busy, setBusy] = useState(false);
  // Confirmed for adding: the next step creates the new passkey.
  const [confirmed, setConfirmed] = useState(false);
  const revalidator = useRevalidator();

  /** Runs one change (its passkey prompts in the button's click, as browsers want them); a refusal is shown. */
  async function step(change: () => Promise<void>) {
    setBusy(true);
    try {
      await change();
    } catch (caught) {
      if (needsConfirmation(caught)) setConfirmed(false);
      setMessage({ tone: 'error', text: errorMessage(caught) });
    } finally {
      setBusy(false);
      // A confirmation begins a new session: the list below shows it.
      await revalidator.revalidate();
    }
  }

  const confirmToAdd = () =>
    step(async () => {
      setMessage({ tone: 'info', text: 'First confirm it is you with a passkey you already hold.' });
      await confirmHeld();
      setConfirmed(true);
      setMessage({
        tone: 'info',
        text: 'Confirmed. Now create the new passkey, on this device or a security key, within 10 minutes.',
      });
    });

  const create = () =>
    step(async () => {
      setMessage(null);
      const start = await api<RegistrationStart>('/desk/api/me/passkeys/options', {});
      const response = await startRegistration({ optionsJSON: start.options });
      const answer = await api<PasskeyList>('/desk/api/me/passkeys/verify', { ceremony: start.ceremony, response });
      setConfirmed(false);
      setAnswered(answer.passkeys);
      setMessage({ tone: 'ok', text: 'Your new passkey was added: it signs you in to the desk from now on.' });
    });

  const remove = (passkey: MyPasskey) =>
    step(async () => {
      setMessage({
        tone: 'info',
        text: `To remove passkey ${shortId(passkey)}, first confirm it is you with a passkey you hold.`,
      });
      await confirmHeld();
      const answer = await api<PasskeyList>('/desk/api/me/passkeys/remove', { id: passkey.id });
      setAnswered(answer.passkeys);
      // The sessions it opened are gone too (the revalidation shows it).
      setMessage({ tone: 'ok', text: `Passkey ${shortId(passkey)} was removed.` });
    });

  return (
    <Stack gap="lg" py="md">
      <Title order={2}>My passkeys</Title>
      <Text size="sm" c="dimmed">
        Add a passkey for another device (a new laptop, a security key), or remove one you no longer hold (a lost
        laptop, an old security key); your last passkey stays. Each change first asks you to confirm it is you with a
        passkey you already hold.
      </Text>
      <Group>
        {confirmed ? (
          <Button onClick={() => void create()} loading={busy}>
            Create the new passkey
          </Button>
        ) : (
          <Button onClick={() => void confirmToAdd()} loading={busy}>
            Add a passkey
          </Button>
        )}
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
                    disabled={passkeys.length < 2 || busy}
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
