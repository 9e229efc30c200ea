/** One lead as its page and its print view show it, and the changes a member makes to it. */
import { Type, type Static } from 'typebox';
import { LEAD_STATUSES, NOTE_MAX_LENGTH, REPLY_NOTE_MAX_LENGTH } from './constants.ts';
import { InboxRow } from './inbox.ts';
import { LeadReport } from './report.ts';
import { ReplyComposer, SentReply } from './reply.ts';
import { NullableText } from './shared.ts';

export const AuditLine = Type.Object({
  at: Type.String(),
  actor: Type.String(),
  action: Type.String(),
  detail: NullableText,
});
export type AuditLine = Static<typeof AuditLine>;

export const LeadNote = Type.Object({ author: Type.String(), body: Type.String(), createdAt: Type.String() });
export type LeadNote = Static<typeof LeadNote>;

export const LeadJob = Type.Object({
  kind: Type.String(),
  status: Type.String(),
  attempts: Type.Integer(),
  sentAt: NullableText,
  lastError: NullableText,
});
export type LeadJob = Static<typeof LeadJob>;

export const LeadConsent = Type.Object({
  at: NullableText,
  text: NullableText,
  noticeVersion: NullableText,
});
export type LeadConsent = Static<typeof LeadConsent>;

export const LeadDetail = Type.Object({
  row: InboxRow,
  /** The report exactly as the firm's email carries it (the one report generator). */
  report: Type.String(),
  /** The readiness snapshot as text, as the email opens with it; null for a form without scoring. */
  snapshot: NullableText,
  /** The report as data, from the lead's form version; null when that version is not known (the text above stands). */
  structured: Type.Union([LeadReport, Type.Null()]),
  consent: LeadConsent,
  jobs: Type.Array(LeadJob),
  notes: Type.Array(LeadNote),
  history: Type.Array(AuditLine),
  /** Members a lead can be assigned to. */
  members: Type.Array(Type.String()),
  /** The replies sent from the desk, oldest first, and the composer for the next. */
  replies: Type.Array(SentReply),
  composer: ReplyComposer,
});
export type LeadDetail = Static<typeof LeadDetail>;

/**
 * A lead as its print view shows it, for a proposal or the file: who and what, the snapshot, the
 * answers and the consent record; the desk's own work on it (notes, history) stays out.
 */
export const LeadPrint = Type.Object({
  /** The firm's name, at the head of the page. */
  firm: Type.String(),
  row: InboxRow,
  report: Type.String(),
  snapshot: NullableText,
  structured: Type.Union([LeadReport, Type.Null()]),
  consent: LeadConsent,
  /** When and by whom the page was made (the audit log has the same line). */
  preparedAt: Type.String(),
  preparedBy: Type.String(),
});
export type LeadPrint = Static<typeof LeadPrint>;

export const StatusChange = Type.Object({ status: Type.Enum(LEAD_STATUSES) });
export type StatusChange = Static<typeof StatusChange>;

/** A member's email, or null for nobody. */
export const AssigneeChange = Type.Object({ assignee: NullableText });
export type AssigneeChange = Static<typeof AssigneeChange>;

/** Some text: at least one character that is not a space. */
export const NewNote = Type.Object({ body: Type.String({ maxLength: NOTE_MAX_LENGTH, pattern: '\\S' }) });
export type NewNote = Static<typeof NewNote>;

/** A reply made another way (a call, a meeting): what was said, in a few words. */
export const AnsweredOtherWay = Type.Object({
  note: Type.String({ maxLength: REPLY_NOTE_MAX_LENGTH, pattern: '\\S' }),
});
export type AnsweredOtherWay = Static<typeof AnsweredOtherWay>;
