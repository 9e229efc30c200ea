import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { startRegistration } from '@simplewebauthn/browser';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { EnrolmentStart, SessionInfo } from './contract.ts';
import { api, errorMessage } from './api.ts';
import { Problem } from './DeskError.tsx';
import { setSession } from './session.ts';

/**
 * The page an invite link opens: the token is in the fragment, which no request line carries. The
 * passkey is created in the button's click (a person's gesture); then the inbox opens.
 */
export function Enrol() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const invite = window.location.hash.slice(1);

  async function enrol() {
    setBusy(true);
    setError(null);
    try {
      const { ceremony, options } = await api<EnrolmentStart>('/desk/api/enrol/options', {
        invite,
      });
      const response = await startRegistration({ optionsJSON: options });
      setSession(await api<SessionInfo>('/desk/api/enrol/verify', { invite, ceremony, response }));
      await navigate('/desk', { replace: true });
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
          <Title order={1}>Join the desk</Title>
          <Text>
            Create a passkey for the desk on this device: your fingerprint, face or screen lock signs you in from now
            on. The link works once.
          </Text>
          {invite === '' && <Problem>This page needs the whole enrolment link you were sent.</Problem>}
          {error && <Problem title="No passkey created">{error}</Problem>}
          <Button onClick={() => void enrol()} loading={busy} disabled={invite === ''}>
            Create my passkey
          </Button>
        </Stack>
      </Container>
    </main>
  );
}
