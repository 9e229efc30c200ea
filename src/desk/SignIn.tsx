import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { startAuthentication } from '@simplewebauthn/browser';
import { useState } from 'react';
import type { SessionInfo } from './contract.ts';
import { api } from './api.ts';

type Options = Parameters<typeof startAuthentication>[0]['optionsJSON'];

export function SignIn({ onSignedIn }: { readonly onSignedIn: (session: SessionInfo) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function signIn() {
    setBusy(true);
    setError(null);
    try {
      const { ceremony, options } = await api<{ ceremony: string; options: Options }>('/desk/api/sign-in/options', {});
      const response = await startAuthentication({ optionsJSON: options });
      onSignedIn(await api<SessionInfo>('/desk/api/sign-in/verify', { ceremony, response }));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Container size="xs" py="xl">
      <Stack>
        <Title order={1}>Sign in to the desk</Title>
        <Text>Use the passkey you created when you joined. The desk has no passwords.</Text>
        {error && (
          <Alert color="red" role="alert" title="Not signed in">
            {error}
          </Alert>
        )}
        <Button onClick={() => void signIn()} loading={busy}>
          Sign in with a passkey
        </Button>
      </Stack>
    </Container>
  );
}
