/**
 * The desk around its screens for a signed-in member: its name, the screens' links (Team
 * for owners), who is signed in, their passkeys, their settings and the sign-out; a line under the header while
 * the next screen loads.
 */
import { Anchor, Button, Container, Group, Text, Title } from '@mantine/core';
import { NavLink, Outlet, useFetcher, useNavigation } from 'react-router';
import { useSession } from './session.ts';

const SCREENS = [
  { to: '/desk', label: 'Inbox' },
  { to: '/desk/insights', label: 'Insights' },
  { to: '/desk/requests', label: 'Privacy requests' },
  { to: '/desk/delivery', label: 'Delivery' },
] as const;

export function Frame() {
  const session = useSession();
  const signOut = useFetcher();
  const loading = useNavigation().state !== 'idle';
  const screens = session.role === 'owner' ? [...SCREENS, { to: '/desk/team', label: 'Team' }] : SCREENS;
  return (
    <>
      <header className="desk-header desk-no-print" data-loading={loading}>
        <Container size="xl" py="sm">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="lg" wrap="wrap">
              <Title order={1} className="desk-brand">
                Desk
              </Title>
              <Group gap="lg" wrap="wrap" component="nav" aria-label="Desk">
                {screens.map((screen) => (
                  <Anchor key={screen.to} component={NavLink} to={screen.to} end className="desk-nav-link">
                    {screen.label}
                  </Anchor>
                ))}
              </Group>
            </Group>
            <Group gap="sm" wrap="wrap">
              <Text size="sm" data-testid="desk-member">
                {session.email} ({session.role})
              </Text>
              <Anchor component={NavLink} to="/desk/me" end size="sm" className="desk-nav-link">
                My passkeys
              </Anchor>
              <Anchor component={NavLink} to="/desk/me/settings" size="sm" className="desk-nav-link">
                My settings
              </Anchor>
              <signOut.Form method="post" action="/desk/sign-out">
                <Button type="submit" variant="default" size="xs" loading={signOut.state !== 'idle'}>
                  Sign out
                </Button>
              </signOut.Form>
            </Group>
          </Group>
        </Container>
      </header>
      <main aria-busy={loading}>
        <Container size="xl" pb="xl">
          <Outlet />
        </Container>
      </main>
    </>
  );
}
