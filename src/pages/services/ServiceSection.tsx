import { IconTile } from '../../shared/IconTile.tsx';
import { ResponsiveGrid } from '../../shared/ResponsiveGrid.tsx';
import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import IconAlertCircle from '@tabler/icons-react/dist/esm/icons/IconAlertCircle.mjs';
import IconArrowRight from '@tabler/icons-react/dist/esm/icons/IconArrowRight.mjs';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import IconPackage from '@tabler/icons-react/dist/esm/icons/IconPackage.mjs';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Service } from '../../content/types.ts';
import { ContentIcon } from '../../shared/icons.tsx';
import classes from './Services.module.css';
import { sitePath } from '../../routing/site-paths.ts';

interface ColumnProps {
  readonly heading: string;
  readonly items: readonly string[];
  readonly icon: ReactNode;
}

function Column({ heading, items, icon }: ColumnProps) {
  return (
    <div>
      <Title order={3} size="h5" className={classes.columnHeading}>
        {heading}
      </Title>
      <List spacing={8} size="sm" mt="sm" icon={icon} className={classes.columnList}>
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </div>
  );
}

export interface ServiceSectionData extends Pick<Service, 'slug' | 'name' | 'navLabel' | 'icon' | 'detail'> {
  /** The service's questionnaire; without one the section leads to the contact page. */
  readonly questionnaireRoute?: string | undefined;
}

export function ServiceSection({ service }: { service: ServiceSectionData }) {
  const titleId = `${service.slug}-title`;
  return (
    <Paper
      component="section"
      id={service.slug}
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      mb="xl"
      className={classes.section}
    >
      <Stack gap="xs">
        <IconTile size={44}>
          <ContentIcon name={service.icon} />
        </IconTile>
        <Title id={titleId} order={2} className={classes.title}>
          {service.name}
        </Title>
        <Text c="gray.7" maw={860}>
          {service.detail.description}
        </Text>
      </Stack>
      <ResponsiveGrid cols={{ base: 1, md: 3 }} spacing="xl" mt={32}>
        <Column
          heading="Key Deliverables"
          items={service.detail.keyDeliverables}
          icon={<IconPackage size={16} color="var(--mantine-color-teal-7)" aria-hidden="true" />}
        />
        <Column
          heading="Client Benefits"
          items={service.detail.clientBenefits}
          icon={<IconCircleCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden="true" />}
        />
        <Column
          heading="Pain Points Solved"
          items={service.detail.painPoints}
          icon={<IconAlertCircle size={16} color="var(--mantine-color-navy-6)" aria-hidden="true" />}
        />
      </ResponsiveGrid>
      <div className={classes.cta}>
        <div>
          <Text fw={700} c="navy.9">
            Ready to scope your {service.navLabel} project?
          </Text>
          <Text size="sm" c="gray.7">
            {service.questionnaireRoute
              ? 'Answer the discovery questionnaire and we reply with a response tailored to your situation.'
              : 'Send us a message and we reply with a response tailored to your situation.'}
          </Text>
        </div>
        <Button
          component={Link}
          to={service.questionnaireRoute ?? sitePath('contact')}
          color="teal"
          rightSection={<IconArrowRight size={16} aria-hidden="true" />}
        >
          {service.questionnaireRoute
            ? `Start the ${service.navLabel} questionnaire`
            : `Ask us about ${service.navLabel}`}
        </Button>
      </div>
    </Paper>
  );
}
