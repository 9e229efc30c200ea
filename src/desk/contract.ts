/**
 * What the desk's pages and its server routes exchange: the lead workflow and the shapes of the
 * API's answers. Node-free and React-free, so both sides import it (the one module of src/desk/
 * the server may import; lint zones say so).
 */

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'proposal sent', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
}

export type LeadPriority = 'high' | 'medium' | 'low';
export const LEAD_PRIORITIES: readonly LeadPriority[] = ['high', 'medium', 'low'];

export const INBOX_PAGE_SIZE = 25;

export interface InboxRow {
  readonly id: string;
  readonly formId: string;
  readonly formTitle: string;
  readonly receivedAt: string;
  readonly organisation: string | null;
  readonly person: string | null;
  readonly email: string | null;
  readonly priority: LeadPriority | null;
  readonly status: LeadStatus;
  readonly assignee: string | null;
  /** The lead email's delivery: `sent`, `pending`, `dead`, or `-` (spam is never sent). */
  readonly delivery: string;
  /** Whether the signed-in member has not opened it yet. */
  readonly unread: boolean;
}

export interface InboxPage {
  readonly rows: readonly InboxRow[];
  readonly total: number;
  /** More leads than `total` match: a search by a word most leads have is counted only that far. */
  readonly more: boolean;
  readonly page: number;
  readonly pageSize: number;
  readonly forms: readonly { readonly id: string; readonly title: string }[];
}

export interface AuditLine {
  readonly at: string;
  readonly actor: string;
  readonly action: string;
  readonly detail: string | null;
}

export interface LeadNote {
  readonly author: string;
  readonly body: string;
  readonly createdAt: string;
}

export interface LeadJob {
  readonly kind: string;
  readonly status: string;
  readonly attempts: number;
  readonly sentAt: string | null;
  readonly lastError: string | null;
}

export interface LeadDetail {
  readonly row: InboxRow;
  /** The report exactly as the firm's email carries it (the one report generator). */
  readonly report: string;
  /** The readiness snapshot as text, as the email opens with it; null for a form without scoring. */
  readonly snapshot: string | null;
  readonly consent: {
    readonly at: string | null;
    readonly text: string | null;
    readonly noticeVersion: string | null;
  };
  readonly jobs: readonly LeadJob[];
  readonly notes: readonly LeadNote[];
  readonly history: readonly AuditLine[];
  /** Members a lead can be assigned to. */
  readonly members: readonly string[];
}

/**
 * A lead as its print view shows it, for a proposal or the file: who and what, the snapshot, the
 * answers and the consent record; the desk's own work on it (notes, history) stays out.
 */
export interface LeadPrint {
  /** The firm's name, at the head of the page. */
  readonly firm: string;
  readonly row: InboxRow;
  readonly report: string;
  readonly snapshot: string | null;
  readonly consent: LeadDetail['consent'];
  /** When and by whom the page was made (the audit log has the same line). */
  readonly preparedAt: string;
  readonly preparedBy: string;
}

export interface SessionInfo {
  readonly email: string;
  readonly role: 'owner' | 'consultant';
}

/** The periods the insights of one form can be read over, each from its first day to today (UTC). */
export const INSIGHT_PERIODS = ['month', 'quarter', 'year'] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

export function isInsightPeriod(value: unknown): value is InsightPeriod {
  return typeof value === 'string' && (INSIGHT_PERIODS as readonly string[]).includes(value);
}

/** Leads received per week (weeks begin on Monday, UTC), one count per form that had any. */
export interface WeeklyLeads {
  /** Oldest first; `week` is its Monday, YYYY-MM-DD; the other keys are form ids. */
  readonly weeks: readonly ({ readonly week: string } & Readonly<Record<string, number | string>>)[];
  /** The forms with at least one lead in these weeks, in catalogue order. */
  readonly forms: readonly {
    readonly id: string;
    readonly title: string;
  }[]; /** Every form of the catalogue, for the choice of a form's insights. */
  readonly catalogue: readonly { readonly id: string; readonly title: string }[];
}

export interface FunnelStepFigure {
  readonly label: string;
  readonly reached: number;
  /** Percent lost since the step before; null for the first step or after a step nobody reached. */
  readonly dropOff: number | null;
}

export interface ChoiceFigure {
  readonly field: string;
  readonly question: string;
  /** Whether a lead may tick several options (the counts then add up to more than the leads). */
  readonly multiple: boolean;
  /** Every option of the question in the form's order, with the leads that chose it. */
  readonly options: readonly { readonly label: string; readonly leads: number }[];
}

export interface FormInsights {
  readonly form: { readonly id: string; readonly title: string };
  readonly period: InsightPeriod;
  /** The period's first day, YYYY-MM-DD. */
  readonly since: string;
  readonly leads: number;
  readonly funnel: readonly FunnelStepFigure[];
  readonly choices: readonly ChoiceFigure[];
  readonly forms: readonly { readonly id: string; readonly title: string }[];
}

/** One of the signed-in member's passkeys, as "My passkeys" lists it. */
export interface MyPasskey {
  /** The credential id, base64url. */
  readonly id: string;
  readonly createdAt: string;
  readonly lastUsedAt: string | null;
}

/** The team, for owners: members with their passkeys and open sessions, and invites still pending. */
export interface TeamView {
  readonly members: readonly {
    readonly email: string;
    readonly role: SessionInfo['role'];
    readonly passkeys: number;
    readonly sessions: number;
    readonly since: string;
  }[];
  readonly invites: readonly {
    readonly email: string;
    readonly role: SessionInfo['role'];
    readonly expiresAt: string;
    readonly invitedBy: string;
  }[];
}

/** Whether leads reach the firm (the figures of /healthz/delivery) and the delivery monitor's last alert. */
export interface DeliveryView {
  readonly ok: boolean;
  readonly pending: number;
  readonly oldestPendingSeconds: number | null;
  readonly deadLetters: number;
  readonly thresholdSeconds: number;
  readonly lastError: { readonly kind: string; readonly error: string } | null;
  readonly problems: readonly string[];
  /** The alert's state and when it last changed (null: never raised). */
  readonly alert: { readonly state: 'ok' | 'failing'; readonly changedAt: string | null };
}

/** A data subject's request as the desk records it; the due date follows from the law and the day received. */
export interface PrivacyRequest {
  readonly id: string;
  readonly kind: 'access' | 'erasure' | 'correction';
  readonly law: 'gdpr' | 'dpdp';
  readonly email: string;
  /** YYYY-MM-DD, as are `dueOn` and the day of `closedAt`. */
  readonly receivedOn: string;
  readonly dueOn: string;
  readonly recordedBy: string;
  readonly closedAt: string | null;
  readonly outcome: string | null;
}

/** One lead held about an address, as its access report gives it (`leads access` gives the same). */
export interface HeldLead {
  readonly id: string;
  readonly form: string;
  readonly formTitle: string | null;
  readonly receivedAt: string;
  readonly status: string;
  readonly answers: unknown;
  readonly report: string;
  readonly consent: {
    readonly givenAt: string | null;
    readonly text: string | null;
    readonly privacyNoticeVersion: string | null;
  };
  readonly marketingConsent: {
    readonly givenAt: string | null;
    readonly text: string | null;
    readonly withdrawnAt: string | null;
  };
  readonly network: string | null;
  readonly delivery: readonly LeadJob[];
  readonly emailCopy: string | null;
  readonly confirmationCopy: string | null;
}

/** Everything held about one address, for a data subject's access request. */
export interface AccessReport {
  readonly email: string;
  readonly generatedAt: string;
  readonly submissions: readonly HeldLead[];
}
