/**
 * How the desk says something went wrong, in one place: `Problem` is the message (the server's
 * words in a red alert, with a title saying what did not happen), `DeskError` the route error
 * boundary that shows a screen's failed data as one, and `NotFound` the desk's missing page.
 */
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router';
import { DeskApiError, errorMessage } from './api.ts';

export function Problem({ title, children }: { readonly title?: string; readonly children: ReactNode }) {
  return (
    <Alert color="red" role="alert" title={title} className="desk-problem">
      {children}
    </Alert>
  );
}

export function NotFound() {
  return (
    <Stack gap="sm" py="xl">
      <Title order={2}>Page not found</Title>
      <Text>This page of the desk does not exist.</Text>
      <Anchor component={Link} to="/desk">
        Back to the inbox
      </Anchor>
    </Stack>
  );
}

const statusOf = (error: unknown): number | null =>
  isRouteErrorResponse(error) ? error.status : error instanceof DeskApiError ? error.status : null;

export function DeskError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const status = statusOf(error);
  if (isRouteErrorResponse(error) && status === 404) return <NotFound />;
  // The session ended: the whole desk turns to its sign-in screen (session.ts) as this shows.
  if (status === 401) return <Text py="xl">You are signed out.</Text>;
  return (
    <Stack gap="md" py="xl">
      <Problem title="This page of the desk could not be shown">
        {isRouteErrorResponse(error) ? String(error.data) : errorMessage(error)}
      </Problem>
      <Group gap="md">
        <Button
          variant="default"
          loading={revalidator.state === 'loading'}
          onClick={() => void revalidator.revalidate()}
        >
          Try again
        </Button>
        <Anchor component={Link} to="/desk">
          Back to the inbox
        </Anchor>
      </Group>
    </Stack>
  );
}
