import { Button, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { FormDefinition } from '../definition.ts';

/** Replaces the form after a successful submit (documents 2 and 3 §4). */
export function ThankYouCard({ definition }: { definition: FormDefinition }) {
  const { success } = definition.form;
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} ta="center" data-testid="thank-you">
      <ThemeIcon size={64} radius="xl" color="teal" variant="light" mx="auto">
        <IconCircleCheck size={36} aria-hidden="true" />
      </ThemeIcon>
      <Title order={2} mt="md" c="navy.9">
        {success.title ?? 'Thank You!'}
      </Title>
      <Text mt="sm" c="gray.8" maw={560} mx="auto" role="status">
        {success.message}
      </Text>
      {success.button ? (
        <Button component={Link} to={success.button.to} mt="xl" size="md" color="teal">
          {success.button.label}
        </Button>
      ) : null}
    </Paper>
  );
}
