/**
 * A privacy request's notes: what members noted on it (what was asked, what is being done), oldest
 * first, and on an open request a note any member may add; closing it stays an owner's.
 */
import { Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import type { PrivacyRequest } from './contract.ts';
import { Problem } from './DeskError.tsx';
import { momentText } from './format.ts';
import type { requestsAction } from './requests-data.ts';

export function RequestNotes({ request }: { readonly request: PrivacyRequest }) {
  const note = useFetcher<typeof requestsAction>();
  const [text, setText] = useState('');
  const refused = note.state === 'idle' ? note.data?.error : undefined;
  return (
    <Stack gap={4} mt="xs">
      {request.notes.length > 0 && (
        <List size="sm" spacing={2} aria-label="Notes">
          {request.notes.map((each) => (
            <List.Item key={`${each.at}-${each.author}`}>
              <Text size="sm" span>
                {each.text}
              </Text>{' '}
              <Text size="xs" c="dimmed" span>
                ({each.author}, {momentText(each.at)})
              </Text>
            </List.Item>
          ))}
        </List>
      )}
      {!request.closedAt && (
        <Group gap="xs" wrap="wrap" align="end">
          <TextInput
            size="xs"
            aria-label="Note on this request"
            placeholder="Add a note"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Button
            size="xs"
            variant="default"
            disabled={text.trim() === ''}
            loading={note.state !== 'idle'}
            onClick={() => {
              void note.submit({ intent: 'note', id: request.id, text }, { method: 'post' });
              setText('');
            }}
          >
            Add note
          </Button>
        </Group>
      )}
      {refused && <Problem>{refused}</Problem>}
    </Stack>
  );
}
