import { Button, Container, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { sitePath } from '../routing/site-paths.ts';

/** The 404 screen for a path that is no page of the site; the server answers such paths with status 404. */
export function NotFoundContent() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn('404: no page at', pathname);
  }, [pathname]);
  return (
    <Container py={120} ta="center">
      <Text fw={800} c="teal.8" style={{ fontSize: 'var(--type-h1)', lineHeight: 1 }} aria-hidden="true">
        404
      </Text>
      <Title order={1} size="h2" mt="md" c="navy.9">
        Oops! Page not found.
      </Title>
      <Text c="gray.7" mt="sm">
        The page you asked for does not exist or has moved.
      </Text>
      <Button component={Link} to={sitePath('home')} mt="xl" size="md" color="teal">
        Return to Home
      </Button>
    </Container>
  );
}
