import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { startAuthentication } from '@simplewebauthn/browser';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { AuthenticationStart, SessionInfo } from './contract.ts';
import { api, errorMessage } from './api.ts';
import { Problem } from './DeskError.tsx';
import { setSession } from './session.ts';

/**
 * The desk for anyone not signed in, whatever page they opened. The passkey ceremony runs in the
 * button's click (browsers let a page ask for a passkey from a person's gesture); once signed in,
 * the page they opened is loaded again for them.
 */
export function SignIn() {
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function signIn() {
    setBusy(true);
    setError(null);
    try {
      const { ceremony, options } = await api<AuthenticationStart>('/desk/api/sign-in/options', {});
      const response = await startAuthentication({ optionsJSON: options });
      setSession(await api<SessionInfo>('/desk/api/sign-in/verify', { ceremony, response }));
      await revalidator.revalidate();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main>
      <Container size="xs" py="xl">
        <Stack>
          <Title order={1}>Sign in to the desk</Title>
          <Text>Use the passkey you created when you joined. The desk has no passwords.</Text>
          {error && <Problem title="Not signed in">{error}</Problem>}
          <Button onClick={() => void signIn()} loading={busy}>
            Sign in with a passkey
          </Button>
        </Stack>
      </Container>
    </main>
  );
}
