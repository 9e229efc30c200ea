/** Data subjects' requests: the record, a new one, its closing, its erasure, and the access report. */
import { Type, type Static } from 'typebox';
import { OUTCOME_MAX_LENGTH, REQUEST_KINDS, REQUEST_LAWS } from './constants.ts';
import { SentReply } from './reply.ts';
import { NullableText } from './shared.ts';

export const PrivacyRequest = Type.Object({
  id: Type.String(),
  kind: Type.Enum(REQUEST_KINDS),
  law: Type.Enum(REQUEST_LAWS),
  email: Type.String(),
  /** YYYY-MM-DD. */
  receivedOn: Type.String(),
  /** The end of the period the firm's privacy notice publishes, YYYY-MM-DD. */
  dueOn: Type.String(),
  /** The latest day the law allows (GDPR: one month, extendable by two; DPDP: 90 days), YYYY-MM-DD. */
  legalDueOn: Type.String(),
  recordedBy: Type.String(),
  closedAt: NullableText,
  outcome: NullableText,
  /** Members' notes on it, oldest first. */
  notes: Type.Array(Type.Object({ at: Type.String(), author: Type.String(), text: Type.String() })),
});
export type PrivacyRequest = Static<typeof PrivacyRequest>;

export const PrivacyRequests = Type.Object({
  /** The period the privacy notice publishes, as it says it ("one month", "14 days"). */
  answerPeriod: Type.String(),
  requests: Type.Array(PrivacyRequest),
});
export type PrivacyRequests = Static<typeof PrivacyRequests>;

export const NewRequest = Type.Object({
  kind: Type.Enum(REQUEST_KINDS),
  law: Type.Enum(REQUEST_LAWS),
  /** The requester's address (checked as an email address by the route, once trimmed). */
  email: Type.String({ maxLength: 320 }),
  receivedOn: Type.String({ format: 'date' }),
});
export type NewRequest = Static<typeof NewRequest>;

/** What was done: some text, at least one character that is not a space. */
export const CloseRequest = Type.Object({ outcome: Type.String({ maxLength: OUTCOME_MAX_LENGTH, pattern: '\\S' }) });
export type CloseRequest = Static<typeof CloseRequest>;

/** A member's note on a request: some text, at least one character that is not a space. */
export const RequestNoteBody = Type.Object({ text: Type.String({ maxLength: OUTCOME_MAX_LENGTH, pattern: '\\S' }) });
export type RequestNoteBody = Static<typeof RequestNoteBody>;

/** The requester's address typed again: an erasure is never one click. */
export const EraseRequest = Type.Object({ confirm: Type.String({ maxLength: 320 }) });
export type EraseRequest = Static<typeof EraseRequest>;

const Delivery = Type.Object({
  kind: Type.String(),
  status: Type.String(),
  attempts: Type.Integer(),
  sentAt: NullableText,
  lastError: NullableText,
});

/** One lead held about the address, as `leads access` gives it. */
export const HeldLead = Type.Object({
  id: Type.String(),
  form: Type.String(),
  formTitle: NullableText,
  /** The form version the answers were given on (its questions and options are kept with it). */
  formVersion: NullableText,
  receivedAt: Type.String(),
  status: Type.String(),
  /** The answers as the visitor gave them (each form has its own). */
  answers: Type.Unknown(),
  report: Type.String(),
  consent: Type.Object({ givenAt: NullableText, text: NullableText, privacyNoticeVersion: NullableText }),
  marketingConsent: Type.Object({ givenAt: NullableText, text: NullableText, withdrawnAt: NullableText }),
  /** The network it came from (IPv4 /24, IPv6 /48). */
  network: NullableText,
  delivery: Type.Array(Delivery),
  /** The replies the desk sent to the person, as sent. */
  replies: Type.Array(SentReply),
  /** Where the copies of those replies are kept (.eml under DATA_DIR), if they are. */
  replyCopies: Type.Array(Type.String()),
  /** Where the copy of the firm's email is kept (.eml under DATA_DIR), if it is. */
  emailCopy: NullableText,
  confirmationCopy: NullableText,
});
export type HeldLead = Static<typeof HeldLead>;

export const AccessReportData = Type.Object({
  email: Type.String(),
  generatedAt: Type.String(),
  submissions: Type.Array(HeldLead),
});
export type AccessReportData = Static<typeof AccessReportData>;
