import { Button, Container, Group, Text, Title } from '@mantine/core';
import IconArrowDown from '@tabler/icons-react/dist/esm/icons/IconArrowDown.mjs';
import IconMail from '@tabler/icons-react/dist/esm/icons/IconMail.mjs';
import { Link } from 'react-router';
import { firm } from '../../content/firm.ts';
import classes from './Home.module.css';
import { sitePath } from '../../routing/site-paths.ts';

export const SERVICES_SECTION_ID = 'services';

function scrollToServices() {
  document.getElementById(SERVICES_SECTION_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

export function HomeHero() {
  const [lineOne, lineTwo] = firm.taglines;
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Container className={classes.heroInner}>
        <Text className={classes.eyebrow}>Independent compliance consulting</Text>
        <Title id="hero-title" order={1} className={classes.heroTitle}>
          {firm.name}
        </Title>
        <Text className={classes.tagline}>{lineOne}</Text>
        <Text className={classes.subline}>{lineTwo}</Text>
        <Group gap="md" mt={32}>
          <Button
            size="lg"
            color="teal"
            rightSection={<IconArrowDown size={18} aria-hidden="true" />}
            onClick={scrollToServices}
          >
            Explore Services
          </Button>
          <Button
            component={Link}
            to={sitePath('contact')}
            size="lg"
            variant="white"
            color="navy"
            leftSection={<IconMail size={18} aria-hidden="true" />}
          >
            Get In Touch
          </Button>
        </Group>
      </Container>
    </section>
  );
}
