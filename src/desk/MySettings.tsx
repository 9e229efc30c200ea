/**
 * My settings: whether the signed-in member receives the desk's reply reminders (before a lead's
 * reply is due, when it is overdue for owners, and when a lead is assigned to them), switched with
 * one form that works without scripts; an owner also sees who has switched them off.
 */
import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Form, useActionData, useLoaderData, useNavigation, type LoaderFunctionArgs } from 'react-router';
import type { ActionFunctionArgs } from 'react-router';
import type { MySettings as Settings } from './contract.ts';
import { api, attempt, field } from './api.ts';
import { Problem } from './DeskError.tsx';
import { momentText } from './format.ts';

export function mySettingsLoader({ request }: LoaderFunctionArgs) {
  return api<Settings>('/desk/api/me/settings', undefined, request.signal);
}

export async function mySettingsAction({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  return attempt(async () => {
    await api<Settings>('/desk/api/me/settings/reminders', { reminders: field(form, 'reminders') === 'on' });
    return {};
  });
}

export function MySettings() {
  const settings = useLoaderData<typeof mySettingsLoader>();
  const outcome = useActionData<typeof mySettingsAction>();
  const saving = useNavigation().state === 'submitting';
  const hours = settings.reminderHours === 1 ? '1 hour' : `${settings.reminderHours} hours`;
  // A promise of an hour leaves no time for a reminder before it is due (reminderHours 0).
  const beforeDue =
    settings.reminderHours > 0 ? `${hours} before a reply to your lead (or to any unassigned lead) is due, ` : '';
  return (
    <Stack gap="lg" py="md">
      <Title order={2}>My settings</Title>
      <Paper withBorder p="md">
        <Title order={3} size="h4" mb="xs">
          Reply reminders
        </Title>
        <Text size="sm" mb="sm">
          Reminders are emailed to you {beforeDue}when a lead is assigned to you, and to owners when a reply is overdue.
        </Text>
        <Text mb="sm" data-testid="my-reminders">
          {settings.reminders ? 'You receive reply reminders.' : 'Your reply reminders are off.'}
        </Text>
        <Form method="post">
          <input type="hidden" name="reminders" value={settings.reminders ? 'off' : 'on'} />
          <Button type="submit" variant={settings.reminders ? 'default' : 'filled'} loading={saving}>
            {settings.reminders ? 'Switch my reminders off' : 'Switch my reminders on'}
          </Button>
        </Form>
        {outcome?.error && (
          <Stack mt="sm">
            <Problem title="Not changed">{outcome.error}</Problem>
          </Stack>
        )}
      </Paper>
      {settings.remindersOff && (
        <Paper withBorder p="md">
          <Title order={3} size="h4" mb="xs">
            Members with reminders off
          </Title>
          {settings.remindersOff.length === 0 ? (
            <Text size="sm">Every member receives reply reminders.</Text>
          ) : (
            <List size="sm" data-testid="reminders-off">
              {settings.remindersOff.map((member) => (
                <List.Item key={member.email}>
                  {member.email}, since {momentText(member.since)}
                </List.Item>
              ))}
            </List>
          )}
        </Paper>
      )}
    </Stack>
  );
}
