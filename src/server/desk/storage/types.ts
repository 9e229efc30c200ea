/**
 * What the desk keeps (members, passkeys, invites, sessions, sign-in challenges, the inbox, privacy
 * requests, the audit log), as its storage hands it out. Tokens arrive already hashed: no table
 * holds a usable invite or session.
 */

import type { DeskRole, RequestKind, RequestLaw } from '../../../desk/contract.ts';

export type { DeskRole, RequestKind, RequestLaw };

export interface DeskMember {
  readonly id: string;
  readonly email: string;
  readonly role: DeskRole;
  readonly createdAt: string;
}

export interface DeskMemberSummary extends DeskMember {
  readonly passkeys: number;
  readonly sessions: number;
}

export interface DeskPasskey {
  /** The credential id, base64url. */
  readonly id: string;
  readonly memberId: string;
  /** The COSE public key, base64url. */
  readonly publicKey: string;
  readonly counter: number;
  readonly transports: readonly string[];
  readonly createdAt: string;
  readonly lastUsedAt: string | null;
}

export interface DeskInvite {
  readonly tokenHash: string;
  readonly email: string;
  readonly role: DeskRole;
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly usedAt: string | null;
  /** Who invited: a member's email, or `operator` for the command line. */
  readonly invitedBy: string;
}

export interface DeskSession {
  readonly tokenHash: string;
  readonly member: DeskMember;
  readonly createdAt: string;
  readonly lastSeenAt: string;
  /** The passkey proved to begin it (null for sessions begun before this was kept). */
  readonly passkeyId: string | null;
  /** The browser as its User-Agent header named itself, cut short; null when it sent none. */
  readonly userAgent: string | null;
  /** When the member last confirmed with a held passkey in it, not yet spent on a change of passkeys. */
  readonly confirmedAt: string | null;
}

/** What began a session: the passkey proved and the browser it was proved in. */
export interface SessionOpening {
  readonly passkeyId: string;
  readonly userAgent: string | null;
  /** Begun by a confirmation ("confirm it is you"): one change of passkeys is allowed for a while. */
  readonly confirmed?: boolean;
}

export type ChallengePurpose = 'enrol' | 'sign-in';

export interface DeskChallenge {
  readonly id: string;
  readonly purpose: ChallengePurpose;
  readonly challenge: string;
  /** What the ceremony is for: the invite's hash and the new member's id (enrolment). */
  readonly subject: string | null;
  readonly expiresAt: string;
}

/** One line of the audit log: who did what to which object, when. Never a lead's answers. */
export interface AuditEntry {
  readonly at: string;
  /** A member's email, or `operator` for the command line. */
  readonly actor: string;
  readonly action: string;
  /** The object acted on, by id: `lead:<id>`, `member:<email>`, `invite:<email>`. */
  readonly object: string | null;
  /** A short, non-personal detail (`new -> contacted`, the role of an invite). */
  readonly detail: string | null;
}

/** The inbox's filters, all answered from the desk_inbox table and its indexes. */
export interface InboxFilter {
  /** One lead, whatever its status (the other filters are then ignored). */
  readonly id?: string;
  readonly form?: string;
  readonly stage?: string;
  /** Without a stage: spam is left out (false) or shown alone (true). */
  readonly spam?: boolean;
  readonly from?: string;
  readonly to?: string;
  /** Words looked for in organisation, name and email: each the beginning of one of their words. */
  readonly search?: string;
  readonly priority?: string;
  /** Leads awaiting a first reply; with `receivedBefore`, only those received before it (overdue). */
  readonly awaiting?: boolean;
  readonly receivedBefore?: string;
  /** Leads whose clock has stopped, or that have none (spam). */
  readonly answered?: boolean;
  /** `due`: the leads awaiting a reply first, soonest due first; else newest first. */
  readonly order?: 'newest' | 'due';
  readonly limit?: number;
  readonly offset?: number;
}

/**
 * What the desk's inbox lists a lead under and searches, read from its answers as it is stored
 * (src/server/submissions/listing.ts): never more than these four.
 */
export interface LeadListing {
  readonly organisation: string | null;
  readonly person: string | null;
  readonly email: string | null;
  /** The readiness snapshot's priority (high, medium, low); null for a form without scoring. */
  readonly priority: string | null;
}

/** A lead's listing, read from its answers after it was stored (see DeskStore.unlistedLeads). */
export interface ListedLead {
  readonly submissionId: string;
  readonly listing: LeadListing;
}

export interface InboxRecord {
  readonly id: string;
  readonly formId: string;
  readonly receivedAt: string;
  readonly organisation: string | null;
  readonly person: string | null;
  readonly email: string | null;
  readonly priority: string | null;
  readonly stage: string;
  readonly assignee: string | null;
  readonly delivery: string;
  readonly read: boolean;
  /** When the reply clock stopped, and how (`desk`, `other`, `before`); null while it runs. */
  readonly repliedAt: string | null;
  readonly replyWay: string | null;
  /** A reply from the desk waits in the outbox (the clock stops once it is sent). */
  readonly replySending: boolean;
}

/** A data subject's request as the desk records it. */
/** A member's note on a privacy request: what was asked, what is being done. */
export interface RequestNote {
  readonly at: string;
  /** The member's email. */
  readonly author: string;
  readonly text: string;
}

export interface PrivacyRequest {
  readonly id: string;
  readonly kind: RequestKind;
  readonly law: RequestLaw;
  readonly email: string;
  /** YYYY-MM-DD. */
  readonly receivedOn: string;
  readonly dueOn: string;
  readonly recordedBy: string;
  readonly closedAt: string | null;
  readonly outcome: string | null;
}

export interface NewPasskey {
  readonly id: string;
  readonly publicKey: string;
  readonly counter: number;
  readonly transports: readonly string[];
}
