/**
 * A lead as the desk shows it: its inbox row (the form's title, its status in the workflow,
 * unread for this member) and its page (the report from the one report generator, the consent
 * record, delivery, notes and history), read fresh from the store at each view.
 */
import { replyDueAt } from '../../content/reply-promise.ts';
import { isLeadStatus, isReplyWay, type InboxRow, type LeadDetail } from '../../desk/contract.ts';
import type { FormVersions } from '../submissions/index.ts';
import { leadReport } from '../../questionnaire/report-data.ts';
import { reportText } from '../../questionnaire/report.ts';
import { snapshotText } from '../../questionnaire/scoring.ts';
import type { Store, StoredSubmission } from '../storage/store.ts';
import { listUnlisted } from './listing.ts';
import { replyComposer, type ReplySettings } from './reply-drafts.ts';
import { sentReply, type InboxRecord } from './storage/index.ts';

export interface LeadViews {
  rowOf(record: InboxRecord): InboxRow;
  /** The lead as its page shows it, to this member; null when it is not in the inbox. */
  detailOf(submission: StoredSubmission, memberId: string): Promise<LeadDetail | null>;
}

export function leadViews(store: Store, versions: FormVersions, replying: ReplySettings): LeadViews {
  const catalogue = versions.current;
  const { desk } = store;

  function rowOf(record: InboxRecord): InboxRow {
    const priority = record.priority;
    return {
      id: record.id,
      formId: record.formId,
      formTitle: versions.currentOf(record.formId)?.form.title ?? record.formId,
      receivedAt: record.receivedAt,
      organisation: record.organisation,
      person: record.person,
      email: record.email,
      priority: priority === 'high' || priority === 'medium' || priority === 'low' ? priority : null,
      status: isLeadStatus(record.stage) ? record.stage : 'new',
      assignee: record.assignee,
      delivery: record.delivery,
      unread: !record.read,
      replyDueAt: record.stage === 'spam' ? null : replyDueAt(record.receivedAt),
      repliedAt: record.repliedAt,
      replyWay: isReplyWay(record.replyWay) ? record.replyWay : null,
      replySending: record.repliedAt === null && record.replySending,
    };
  }

  async function detailOf(submission: StoredSubmission, memberId: string): Promise<LeadDetail | null> {
    await listUnlisted(desk, catalogue);
    const [record] = await desk.inbox({ id: submission.id }, memberId);
    if (!record) return null;
    // Read with the version it was answered on: its questions, labels, sections and scoring.
    const definition = await versions.of(submission);
    const answers = JSON.parse(submission.answers) as Record<string, unknown>;
    const structured = definition ? leadReport(definition, answers, new Date(submission.receivedAt)) : null;
    const history = await desk.auditSince(new Date(0), `lead:${submission.id}`);
    const members = await desk.members();
    const row = rowOf(record);
    return {
      row,
      report: structured ? reportText(structured) : submission.report,
      snapshot: structured?.snapshot ? snapshotText(structured.snapshot) : null,
      structured,
      consent: { at: submission.consentAt, text: submission.consentText, noticeVersion: submission.noticeVersion },
      jobs: (await store.jobsOf(submission.id)).map((job) => ({
        kind: job.kind,
        status: job.status,
        attempts: job.attempts,
        sentAt: job.sentAt,
        lastError: job.lastError,
      })),
      notes: await desk.notes(submission.id),
      history: history.map((entry) => ({
        at: entry.at,
        actor: entry.actor,
        action: entry.action,
        detail: entry.detail,
      })),
      members: members.map((each) => each.email),
      replies: (await desk.replies(submission.id)).map(sentReply),
      composer: replyComposer(
        replying,
        { ...row, snapshot: structured?.snapshot ?? null },
        members.find((each) => each.id === memberId)?.email ?? '',
      ),
    };
  }

  return { rowOf, detailOf };
}
