/**
 * The desk's storage, its front door: one store over the same SQL layer as the submissions
 * (storage/database.ts), written once for SQLite and PostgreSQL and reached as `store.desk`, made
 * of one part per concern. Its tables are created by the one migration list (storage/migrations.ts).
 */
import type { Database } from '../../storage/database.ts';
import { auditStore, type AuditStore } from './audit.ts';
import { inboxStore, type InboxStore } from './inbox.ts';
import { insightStore, type InsightStore } from './insights.ts';
import { memberStore, type MemberStore } from './members.ts';
import { passkeyStore, type PasskeyStore } from './passkeys.ts';
import { replyStore, type ReplyStore } from './replies.ts';
import { reminderStore, type ReminderStore } from './reminders.ts';
import { requestStore, type RequestStore } from './requests.ts';
import { sessionStore, type SessionStore } from './sessions.ts';
import { workflowStore, type WorkflowStore } from './workflow.ts';

export type * from './types.ts';
export { COUNT_LIMIT, DRIVING_WORD } from './inbox-search.ts';
export { writeListings } from './inbox.ts';
export type { ReplyClockRecord } from './insights.ts';
export { sentReply, type NewReply, type StoredReply } from './replies.ts';
export type { ReminderCandidate, ReminderNotice, ReminderRecipient, ReminderStage } from './reminders.ts';

export interface DeskStore
  extends
    MemberStore,
    PasskeyStore,
    SessionStore,
    InboxStore,
    WorkflowStore,
    ReplyStore,
    RequestStore,
    InsightStore,
    ReminderStore,
    AuditStore {}

export function deskStore(db: Database): DeskStore {
  return {
    ...memberStore(db),
    ...passkeyStore(db),
    ...sessionStore(db),
    ...inboxStore(db),
    ...workflowStore(db),
    ...replyStore(db),
    ...requestStore(db),
    ...insightStore(db),
    ...reminderStore(db),
    ...auditStore(db),
  };
}
