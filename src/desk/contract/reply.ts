/** A reply from the desk: what the composer starts from, what it sends, and the replies as sent. */
import { Type, type Static } from 'typebox';
import { REPLY_BODY_MAX_LENGTH, REPLY_SUBJECT_MAX_LENGTH } from './constants.ts';
import { NullableText } from './shared.ts';

/** A reply template, its placeholders filled for this lead and this member. */
export const ReplyDraft = Type.Object({ id: Type.String(), title: Type.String(), body: Type.String() });
export type ReplyDraft = Static<typeof ReplyDraft>;

/** The composer's envelope and starting points. */
export const ReplyComposer = Type.Object({
  /** The lead's email address; null when its form asks for none (only "answered another way" is left). */
  to: NullableText,
  /** The firm's sending address. */
  from: Type.String(),
  /** The member's own address: the visitor's answer reaches them. */
  replyTo: Type.String(),
  subject: Type.String(),
  drafts: Type.Array(ReplyDraft),
});
export type ReplyComposer = Static<typeof ReplyComposer>;

/** One reply as sent, with its delivery state (its outbox job's). */
export const SentReply = Type.Object({
  member: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  at: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('sent'), Type.Literal('dead')]),
  attempts: Type.Integer(),
  sentAt: NullableText,
});
export type SentReply = Static<typeof SentReply>;

export const NewReply = Type.Object({
  subject: Type.String({ maxLength: REPLY_SUBJECT_MAX_LENGTH, pattern: '\\S' }),
  body: Type.String({ maxLength: REPLY_BODY_MAX_LENGTH, pattern: '\\S' }),
});
export type NewReply = Static<typeof NewReply>;
