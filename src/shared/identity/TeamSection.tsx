import { ResponsiveGrid } from '../ResponsiveGrid.tsx';
import { Anchor, Badge, Card, Container, Group, Text, Title } from '@mantine/core';
import type { TeamMember } from '../../content/firm-config.ts';
import classes from './Identity.module.css';

/** The team members of the firm config: name, role, credentials and profile link where set. */
export function TeamSection({ team }: { team: readonly TeamMember[] }) {
  if (team.length === 0) return null;
  return (
    <section className={classes.section} aria-labelledby="team-title" data-testid="team">
      <Container>
        <Title id="team-title" order={2} ta="center" className={classes.heading}>
          Our team
        </Title>
        <ResponsiveGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" mt={32}>
          {team.map((member) => (
            <Card key={member.name} withBorder radius="md" padding="lg">
              <Title order={3} size="h5" c="navy.9">
                {member.name}
              </Title>
              <Text size="sm" c="gray.7">
                {member.role}
              </Text>
              {member.credentials.length > 0 ? (
                <Group gap={6} mt="sm">
                  {member.credentials.map((credential) => (
                    <Badge key={credential} variant="light" color="teal" radius="sm" tt="none">
                      {credential}
                    </Badge>
                  ))}
                </Group>
              ) : null}
              {member.profileUrl ? (
                <Anchor href={member.profileUrl} size="sm" mt="sm" rel="noopener noreferrer">
                  Profile<span className="visually-hidden"> of {member.name}</span>
                </Anchor>
              ) : null}
            </Card>
          ))}
        </ResponsiveGrid>
      </Container>
    </section>
  );
}
