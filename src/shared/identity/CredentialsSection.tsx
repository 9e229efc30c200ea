import { ResponsiveGrid } from '../ResponsiveGrid.tsx';
import { Card, Container, Text, Title } from '@mantine/core';
import type { HeldCredential } from '../../content/identity.ts';
import classes from './Identity.module.css';

/** Credentials the configured team members hold, each with what it means where known. */
export function CredentialsSection({ credentials }: { credentials: readonly HeldCredential[] }) {
  if (credentials.length === 0) return null;
  return (
    <section className={classes.band} aria-labelledby="credentials-title" data-testid="credentials">
      <Container>
        <Title id="credentials-title" order={2} ta="center" className={classes.heading}>
          Credentials our team holds
        </Title>
        <ResponsiveGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" mt={32}>
          {credentials.map((credential) => (
            <Card key={credential.title} withBorder radius="md" padding="lg">
              <Text fw={700} c="navy.9">
                {credential.title}
              </Text>
              {credential.description ? (
                <Text size="sm" c="gray.7" mt={4}>
                  {credential.description}
                </Text>
              ) : null}
            </Card>
          ))}
        </ResponsiveGrid>
      </Container>
    </section>
  );
}
