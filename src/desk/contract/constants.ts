/**
 * The values the desk's pages and its server both use at run time: the lead workflow, the roles,
 * the kinds of privacy request, the inbox's page size, the insights' periods. Free of TypeBox, so
 * the desk's browser bundle takes these without the schema library (the schemas beside this file
 * are imported for their types only).
 */

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'proposal sent', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
}

export const LEAD_PRIORITIES = ['high', 'medium', 'low'] as const;
export type LeadPriority = (typeof LEAD_PRIORITIES)[number];

export const INBOX_PAGE_SIZE = 25;

/**
 * How a lead's reply clock stopped: a reply sent from the desk, a member's record of a call or
 * meeting, or (`before`) the lead was already past `new` when the desk began keeping the clock.
 */
export const REPLY_WAYS = ['desk', 'other', 'before'] as const;
export type ReplyWay = (typeof REPLY_WAYS)[number];
export function isReplyWay(value: unknown): value is ReplyWay {
  return typeof value === 'string' && (REPLY_WAYS as readonly string[]).includes(value);
}
/** The inbox's reply filters: every lead awaiting a first reply, or only those past their due time. */
export const REPLY_FILTERS = ['awaiting', 'overdue'] as const;
export const INBOX_SORTS = ['newest', 'due'] as const;
/** Longest note on a reply made another way ("called, meeting on Tuesday"). */
export const REPLY_NOTE_MAX_LENGTH = 500;
/** Longest note a member may write on a lead. */
export const NOTE_MAX_LENGTH = 5000;
/** A reply's subject and text from the desk's composer (an email's subject line stays short). */
export const REPLY_SUBJECT_MAX_LENGTH = 200;
export const REPLY_BODY_MAX_LENGTH = 20_000;

export const DESK_ROLES = ['owner', 'consultant'] as const;
export type DeskRole = (typeof DESK_ROLES)[number];

export const REQUEST_KINDS = ['access', 'erasure', 'correction'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
/** The law a request is made under: its due date follows from it. */
export const REQUEST_LAWS = ['gdpr', 'dpdp'] as const;
export type RequestLaw = (typeof REQUEST_LAWS)[number];
/** Longest account of what was done for a request. */
export const OUTCOME_MAX_LENGTH = 2000;

/** The periods the insights of one form can be read over, each from its first day to today (UTC). */
export const INSIGHT_PERIODS = ['month', 'quarter', 'year'] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

export function isInsightPeriod(value: unknown): value is InsightPeriod {
  return typeof value === 'string' && (INSIGHT_PERIODS as readonly string[]).includes(value);
}

/** The weeks of leads the insights show by default, and at most. */
export const DEFAULT_WEEKS = 12;
export const MAX_WEEKS = 104;
