/**
 * The desk's frame: who is signed in (asked of the server at start), the sign-in and enrolment
 * screens for everyone else, and the members' screens behind them.
 */
import { Anchor, Button, Container, Group, Loader, Text, Title } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, Route, Routes, useLocation } from 'react-router';
import type { SessionInfo } from './contract.ts';
import { api, DeskApiError, whenSignedOut } from './api.ts';
import { Delivery } from './Delivery.tsx';
import { Enrol } from './Enrol.tsx';
import { Inbox } from './Inbox.tsx';
import { LeadPage } from './LeadPage.tsx';
import { MyPasskeys } from './MyPasskeys.tsx';
import { PrintLead } from './PrintLead.tsx';
import { Requests } from './Requests.tsx';
import { SignIn } from './SignIn.tsx';
import { Team } from './Team.tsx';

// The charts' library is most of the desk's code: fetched when Insights is first opened.
const Insights = lazy(() => import('./Insights.tsx').then((module) => ({ default: module.Insights })));

export function App() {
  const location = useLocation();
  const [session, setSession] = useState<SessionInfo | null | undefined>(undefined);

  useEffect(() => {
    whenSignedOut(() => setSession(null));
    api<SessionInfo>('/desk/api/session')
      .then(setSession)
      .catch((error: unknown) => {
        if (error instanceof DeskApiError && error.status === 401) setSession(null);
        else throw error;
      });
  }, []);

  const signOut = useCallback(async () => {
    await api('/desk/api/sign-out', {});
    setSession(null);
  }, []);

  if (location.pathname === '/desk/enrol') return <Enrol onEnrolled={setSession} />;
  if (session === undefined) {
    return (
      <Container py="xl">
        <Loader aria-label="Loading the desk" />
      </Container>
    );
  }
  if (session === null) return <SignIn onSignedIn={setSession} />;
  // A lead's print view is a document of its own, without the desk's header around it.
  if (/^\/desk\/leads\/[^/]+\/print$/.test(location.pathname)) {
    return (
      <main>
        <Routes>
          <Route path="/desk/leads/:id/print" element={<PrintLead />} />
        </Routes>
      </main>
    );
  }
  return (
    <>
      <header className="desk-no-print">
        <Container size="xl" py="sm">
          <Group justify="space-between" wrap="wrap">
            <Group gap="md">
              <Title order={1} size="h4">
                <Anchor component={Link} to="/desk" underline="never" c="inherit">
                  Desk
                </Anchor>
              </Title>
              <Anchor component={Link} to="/desk">
                Inbox
              </Anchor>
              <Anchor component={Link} to="/desk/insights">
                Insights
              </Anchor>
              <Anchor component={Link} to="/desk/requests">
                Privacy requests
              </Anchor>
              <Anchor component={Link} to="/desk/delivery">
                Delivery
              </Anchor>
              {session.role === 'owner' && (
                <Anchor component={Link} to="/desk/team">
                  Team
                </Anchor>
              )}
            </Group>
            <Group gap="sm">
              <Text size="sm" data-testid="desk-member">
                {session.email} ({session.role})
              </Text>
              <Anchor component={Link} to="/desk/me" size="sm">
                My passkeys
              </Anchor>
              <Button variant="default" size="xs" onClick={() => void signOut()}>
                Sign out
              </Button>
            </Group>
          </Group>
        </Container>
      </header>
      <main>
        <Container size="xl" pb="xl">
          <Routes>
            <Route path="/desk" element={<Inbox session={session} />} />
            <Route path="/desk/leads/:id" element={<LeadPage />} />
            <Route
              path="/desk/insights"
              element={
                <Suspense fallback={<Loader aria-label="Loading the insights" />}>
                  <Insights />
                </Suspense>
              }
            />
            <Route path="/desk/requests" element={<Requests session={session} />} />
            <Route path="/desk/delivery" element={<Delivery />} />
            <Route path="/desk/me" element={<MyPasskeys />} />
            {session.role === 'owner' && <Route path="/desk/team" element={<Team me={session.email} />} />}
            <Route path="*" element={<Text py="xl">This page of the desk does not exist.</Text>} />
          </Routes>
        </Container>
      </main>
    </>
  );
}
