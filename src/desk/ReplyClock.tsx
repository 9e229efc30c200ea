/**
 * The reply clock at the top of a lead's page: when the reply is due and how it stands, and, while
 * it runs, the record of a reply made another way (a call, a meeting), which needs a short note.
 * A reply from the desk stops the clock once the outbox has sent it: until then the clock says the
 * reply is being sent, and a reply that could not be delivered leaves it running.
 */
import { Anchor, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { REPLY_NOTE_MAX_LENGTH, type InboxRow } from './contract.ts';
import { momentText } from './format.ts';
import { readClock } from './reply-clock.ts';

/**
 * The clock in a few words, coloured by how it stands (desk.css: waiting, overdue, answered), and
 * whether a reply from the desk is on its way.
 */
export function ClockBadge({ row, now }: { readonly row: InboxRow; readonly now: Date }) {
  const clock = readClock(row, now);
  if (clock.state === 'none') return <>-</>;
  return (
    <span className="desk-clock" data-clock={clock.state}>
      {clock.text}
      {row.replySending && clock.state !== 'answered' ? ', reply being sent' : ''}
    </span>
  );
}

export function ReplyClock<Data>({
  row,
  change,
}: {
  readonly row: InboxRow;
  readonly change: FetcherWithComponents<Data>;
}) {
  const [note, setNote] = useState('');
  const [now] = useState(() => new Date());
  if (row.replyDueAt === null) return null;
  const clock = readClock(row, now);
  return (
    <Paper withBorder p="md" data-testid="reply-clock">
      <Stack gap="xs">
        <Group gap="sm">
          <Text fw={600}>Reply</Text>
          <ClockBadge row={row} now={now} />
          <Text size="sm" c="dimmed">
            {clock.state === 'answered'
              ? row.replyWay === 'before'
                ? 'past new before the desk kept reply clocks'
                : `${row.replyWay === 'other' ? 'answered another way' : 'replied from the desk'}, ${momentText(row.repliedAt)}`
              : `due ${momentText(row.replyDueAt)}`}
          </Text>
          {/* The composer is below the answers: on a phone, several screens down. */}
          {row.repliedAt === null && row.email !== null && !row.replySending && (
            <Anchor href="#reply" size="sm" className="desk-no-print">
              Write the reply
            </Anchor>
          )}
        </Group>
        {row.repliedAt === null && (
          <change.Form method="post" className="desk-no-print">
            <input type="hidden" name="intent" value="answered" />
            <Group gap="xs" align="end">
              <TextInput
                label="Answered another way (a call, a meeting): what was said"
                name="note"
                maxLength={REPLY_NOTE_MAX_LENGTH}
                value={note}
                onChange={(event) => setNote(event.currentTarget.value)}
                className="desk-grow"
              />
              <Button type="submit" variant="default" disabled={note.trim() === ''}>
                Record the reply
              </Button>
            </Group>
          </change.Form>
        )}
      </Stack>
    </Paper>
  );
}
