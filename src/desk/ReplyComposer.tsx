/**
 * A lead's replies from the desk: each reply as sent (who, when, its delivery, the text), and the
 * composer for the next one: To the lead's address, From the firm's sending address, Reply-To the
 * member's own, the subject from the form's title and the text from the template picked (filled
 * for this lead by the server), which the member edits before sending. A lead without an address
 * says so: the clock above records a reply made another way.
 */
import { Button, Divider, Group, Paper, Select, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { REPLY_BODY_MAX_LENGTH, REPLY_SUBJECT_MAX_LENGTH, type LeadDetail, type SentReply } from './contract.ts';
import { momentText } from './format.ts';
import { visible, VisitorEmail } from './VisitorText.tsx';

const DELIVERY: Readonly<Record<SentReply['status'], string>> = {
  pending: 'being sent',
  sent: 'delivered to the mail server',
  dead: 'not delivered (retry it under Delivery above)',
};

function SentReplies({ replies }: { readonly replies: readonly SentReply[] }) {
  return (
    <Stack gap="sm">
      {replies.map((reply, index) => (
        <div key={index} data-testid="sent-reply">
          <Text size="xs" c="dimmed">
            {reply.member}, {momentText(reply.at)}: {DELIVERY[reply.status]}
            {reply.sentAt ? ` ${momentText(reply.sentAt)}` : ''}
          </Text>
          <Text size="sm" fw={600} className="desk-visitor">
            {visible(reply.subject)}
          </Text>
          <Text size="sm" className="desk-visitor desk-note">
            {visible(reply.body)}
          </Text>
        </div>
      ))}
    </Stack>
  );
}

function Composer<Data>({ lead, change }: { readonly lead: LeadDetail; readonly change: FetcherWithComponents<Data> }) {
  const { composer } = lead;
  const [draft, setDraft] = useState(composer.drafts[0]?.id ?? null);
  const [subject, setSubject] = useState(composer.subject);
  const [body, setBody] = useState(composer.drafts[0]?.body ?? '');
  const pick = (id: string | null) => {
    const chosen = composer.drafts.find((each) => each.id === id);
    if (!chosen) return;
    setDraft(chosen.id);
    setBody(chosen.body);
  };
  return (
    <change.Form method="post" className="desk-no-print">
      <input type="hidden" name="intent" value="reply" />
      <Stack gap="xs">
        <Table className="desk-wrap-cells" aria-label="Envelope">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">To</Table.Th>
              <Table.Td>
                <VisitorEmail text={composer.to ?? ''} />
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">From</Table.Th>
              <Table.Td>{composer.from}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Reply-To</Table.Th>
              <Table.Td>{composer.replyTo}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Select
          label="Start from a template"
          data={composer.drafts.map((each) => ({ value: each.id, label: each.title }))}
          value={draft}
          allowDeselect={false}
          onChange={pick}
        />
        <TextInput
          label="Subject"
          name="subject"
          maxLength={REPLY_SUBJECT_MAX_LENGTH}
          value={subject}
          onChange={(event) => setSubject(event.currentTarget.value)}
        />
        <Textarea
          label="Reply"
          name="body"
          autosize
          minRows={8}
          maxLength={REPLY_BODY_MAX_LENGTH}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
        />
        <Group>
          <Button type="submit" disabled={subject.trim() === '' || body.trim() === '' || change.state !== 'idle'}>
            Send reply
          </Button>
        </Group>
      </Stack>
    </change.Form>
  );
}

export function ReplyComposer<Data>({
  lead,
  change,
}: {
  readonly lead: LeadDetail;
  readonly change: FetcherWithComponents<Data>;
}) {
  // Spam has no clock and gets no reply.
  if (lead.row.replyDueAt === null && lead.replies.length === 0) return null;
  return (
    <Paper withBorder p="md" data-testid="replies" id="reply">
      <Title order={3} size="h4" mb="xs">
        Replies
      </Title>
      <Stack gap="md">
        {lead.replies.length > 0 && (
          <>
            <SentReplies replies={lead.replies} />
            {lead.row.replyDueAt !== null && <Divider label="Another reply" labelPosition="left" />}
          </>
        )}
        {lead.row.replyDueAt === null ? null : lead.composer.to === null ? (
          <Text size="sm">
            This lead gave no email address, so the desk cannot reply by email: record above how it was answered.
          </Text>
        ) : (
          // Drawn afresh (the template's text again) once a reply is sent.
          <Composer key={lead.replies.length} lead={lead} change={change} />
        )}
      </Stack>
    </Paper>
  );
}
