import { Button, Group, List, Paper, Text, Title } from '@mantine/core';
import { IconTile } from '../shared/IconTile.tsx';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { FormDefinition } from '../questionnaire/definition.ts';
import type { FirmWording } from './firm-wording.ts';
import classes from './Questionnaire.module.css';

/**
 * Replaces the form after a successful submit: the form's title and message,
 * then what happens next and the submission's reference. The heading takes the focus, so screen
 * readers start here and keyboard users continue from here.
 */
export function ThankYouCard({
  definition,
  firm,
  reference,
  email,
}: {
  definition: FormDefinition;
  firm: FirmWording;
  /** Shown when the endpoint answered the submission's id. */
  reference?: string | undefined;
  /** The address the visitor gave, so they can spot a typo before waiting for a reply. */
  email?: string | undefined;
}) {
  const { success } = definition.form;
  const { nextSteps } = firm;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const promise = success.message.includes(`within ${nextSteps.replyWithin}`) ? '' : ` within ${nextSteps.replyWithin}`;
  return (
    <Paper withBorder radius="lg" className={classes.thankYou} data-testid="thank-you">
      <IconTile size={64} radius="xl" centered>
        <IconCircleCheck size={36} aria-hidden="true" />
      </IconTile>
      <Title ref={heading} tabIndex={-1} order={2} mt="md" c="navy.9" ta="center" data-testid="thank-you-heading">
        {success.title ?? 'Thank You!'}
      </Title>
      <Text mt="sm" c="gray.8" maw={560} mx="auto" ta="center" role="status">
        {success.message}
      </Text>
      <section aria-labelledby="next-steps-heading" data-testid="next-steps">
        <Title id="next-steps-heading" order={3} size="h4" mt="xl" c="navy.9" maw={560} mx="auto">
          {nextSteps.heading}
        </Title>
        <List mt="xs" spacing="xs" size="sm" c="gray.8" maw={560} mx="auto">
          <List.Item>
            A consultant at {firm.name} reads your answers and replies
            {email ? (
              <>
                {' '}
                to <strong>{email}</strong>
              </>
            ) : null}
            {promise}.
          </List.Item>
          <List.Item>{nextSteps.prepare}</List.Item>
          {reference ? (
            <List.Item data-testid="submission-reference">
              Your reference is{' '}
              <Text span fw={700} ff="monospace" c="navy.9" data-testid="reference-code">
                {reference}
              </Text>
              ; quote it if you write to us at {firm.email}.
            </List.Item>
          ) : null}
        </List>
      </section>
      {success.button ? (
        <Group justify="center" mt="xl">
          <Button component={Link} to={success.button.to} size="md" color="teal">
            {success.button.label}
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}
