import { Container, Text, Title } from '@mantine/core';
import { isRouteErrorResponse } from 'react-router';

export function errorMessageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's error screen: shown when rendering or loading a route throws. */
export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <Container py={80}>
      <Title order={1} size="h2">
        Unexpected Application Error!
      </Title>
      <Text component="pre" mt="md" c="red.8" style={{ whiteSpace: 'pre-wrap' }}>
        {errorMessageOf(error)}
      </Text>
    </Container>
  );
}
