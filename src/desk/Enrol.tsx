import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { startRegistration } from '@simplewebauthn/browser';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { SessionInfo } from './contract.ts';
import { api } from './api.ts';

type Options = Parameters<typeof startRegistration>[0]['optionsJSON'];

/** The page an invite link opens: the token is in the fragment, which no request line carries. */
export function Enrol({ onEnrolled }: { readonly onEnrolled: (session: SessionInfo) => void }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const invite = window.location.hash.slice(1);

  async function enrol() {
    setBusy(true);
    setError(null);
    try {
      const { ceremony, options } = await api<{ ceremony: string; options: Options }>('/desk/api/enrol/options', {
        invite,
      });
      const response = await startRegistration({ optionsJSON: options });
      const session = await api<SessionInfo>('/desk/api/enrol/verify', { invite, ceremony, response });
      onEnrolled(session);
      await navigate('/desk', { replace: true });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Container size="xs" py="xl">
      <Stack>
        <Title order={1}>Join the desk</Title>
        <Text>
          Create a passkey for the desk on this device: your fingerprint, face or screen lock signs you in from now on.
          The link works once.
        </Text>
        {invite === '' && (
          <Alert color="red" role="alert">
            This page needs the whole enrolment link you were sent.
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert" title="No passkey created">
            {error}
          </Alert>
        )}
        <Button onClick={() => void enrol()} loading={busy} disabled={invite === ''}>
          Create my passkey
        </Button>
      </Stack>
    </Container>
  );
}
