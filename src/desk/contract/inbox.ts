/** The inbox: its filters (the query string, kept in the page's address) and a page of leads. */
import { Type, type Static } from 'typebox';
import { INBOX_SORTS, LEAD_PRIORITIES, LEAD_STATUSES, REPLY_FILTERS, REPLY_WAYS } from './constants.ts';
import { FormRef, NullableText } from './shared.ts';

/** A filter left empty is no filter (the route drops empty values before these are checked). */
export const InboxQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  status: Type.Optional(Type.Enum(LEAD_STATUSES)),
  /** A form of the catalogue (checked by the route, which knows it). */
  form: Type.Optional(Type.String()),
  priority: Type.Optional(Type.Enum(LEAD_PRIORITIES)),
  /** Received on or after this day (UTC). */
  from: Type.Optional(Type.String({ format: 'date' })),
  /** Received on or before this day (UTC). */
  to: Type.Optional(Type.String({ format: 'date' })),
  /** Words looked for in organisation, name and email (the first 200 characters). */
  q: Type.Optional(Type.String()),
  /** Leads awaiting a first reply, or only the overdue ones. */
  reply: Type.Optional(Type.Enum(REPLY_FILTERS)),
  /** Newest first (the default), or by reply due time. */
  sort: Type.Optional(Type.Enum(INBOX_SORTS)),
});
export type InboxQuery = Static<typeof InboxQuery>;

export const InboxRow = Type.Object({
  id: Type.String(),
  formId: Type.String(),
  formTitle: Type.String(),
  receivedAt: Type.String(),
  organisation: NullableText,
  person: NullableText,
  email: NullableText,
  priority: Type.Union([Type.Enum(LEAD_PRIORITIES), Type.Null()]),
  status: Type.Enum(LEAD_STATUSES),
  assignee: NullableText,
  /** The lead email's delivery: `sent`, `pending`, `dead`, or `-` (spam is never sent). */
  delivery: Type.String(),
  /** Whether the signed-in member has not opened it yet. */
  unread: Type.Boolean(),
  /** When the first reply is due (received plus the firm's promise); null for spam, which has no clock. */
  replyDueAt: NullableText,
  /** When the reply clock stopped; null while it runs. */
  repliedAt: NullableText,
  replyWay: Type.Union([Type.Enum(REPLY_WAYS), Type.Null()]),
  /** A reply from the desk waits in the outbox: the clock runs until it is sent. */
  replySending: Type.Boolean(),
});
export type InboxRow = Static<typeof InboxRow>;

export const InboxPage = Type.Object({
  rows: Type.Array(InboxRow),
  total: Type.Integer(),
  /** More leads than `total` match: a search by a word most leads have is counted only that far. */
  more: Type.Boolean(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  forms: Type.Array(FormRef),
});
export type InboxPage = Static<typeof InboxPage>;
