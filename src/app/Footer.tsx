import { ResponsiveGrid } from '../shared/ResponsiveGrid.tsx';
import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { firm } from '../content/firm.ts';
import { FirmAddress } from '../shared/FirmAddress.tsx';
import { primaryLinks, useServiceLinks } from './header/navigation.ts';
import { CopyEmailButton } from './CopyEmailButton.tsx';
import classes from './Footer.module.css';
import { sitePath } from '../routing/site-paths.ts';

export function Footer() {
  const serviceLinks = useServiceLinks();
  return (
    <footer className={classes.footer}>
      <Container>
        <ResponsiveGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap={6}>
            <Text fw={700} c="white" size="lg">
              {firm.name}
            </Text>
            <Text size="sm" c="navy.1">
              Independent compliance consulting from {firm.location}.
            </Text>
            <FirmAddress />
            <Group gap={6}>
              <Anchor href={`mailto:${firm.email}`} c="white" size="sm" underline="always" className={classes.email}>
                {firm.email}
              </Anchor>
              <CopyEmailButton email={firm.email} />
            </Group>
          </Stack>
          <nav aria-label="Services">
            <Text fw={600} c="white" size="sm" mb={6}>
              Services
            </Text>
            <ul className={classes.list}>
              {serviceLinks.map((item) => (
                <li key={item.to}>
                  <Anchor component={Link} to={item.to} c="navy.1" size="sm">
                    {item.label}
                  </Anchor>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label="Company">
            <Text fw={600} c="white" size="sm" mb={6}>
              Company
            </Text>
            <ul className={classes.list}>
              {primaryLinks.map((item) => (
                <li key={item.to}>
                  <Anchor component={Link} to={item.to} c="navy.1" size="sm">
                    {item.label}
                  </Anchor>
                </li>
              ))}
              <li>
                <Anchor component={Link} to={sitePath('privacy')} c="navy.1" size="sm">
                  Privacy notice
                </Anchor>
              </li>
              {firm.social.map((link) => (
                <li key={link.url}>
                  <Anchor href={link.url} c="navy.1" size="sm" rel="noopener noreferrer">
                    {link.label}
                  </Anchor>
                </li>
              ))}
            </ul>
          </nav>
        </ResponsiveGrid>
        <Text size="xs" c="navy.2" mt="xl">
          © {firm.name}. Certification decisions are made by accredited certification bodies; we prepare you for them.
        </Text>
      </Container>
    </footer>
  );
}
