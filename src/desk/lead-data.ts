/**
 * A lead's data for its page: the loader reads it, the action makes the consultant's changes
 * (status, assignee, a note, a reply, the retry of a dead letter). Reading a lead is a line of its history
 * ("view"), so after a change the page is not read again: the server's answer to the change is
 * the lead as it now is, handed to the loader that the router runs after every action.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import type { LeadDetail, LeadJob, Requeued } from './contract.ts';
import { api, attempt, field } from './api.ts';

/** The lead its page shows, and the answer to a change waiting for the loader (each null when none). */
let shown: LeadDetail | null = null;
let answered: LeadDetail | null = null;

const leadPath = (id: string): string => `/desk/api/leads/${encodeURIComponent(id)}`;

export async function leadLoader({ params, request }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  const lead = answered?.row.id === id ? answered : await api<LeadDetail>(leadPath(id), undefined, request.signal);
  answered = null;
  shown = lead;
  return lead;
}

/** A dead letter put back in the queue, as the queue now has it. */
const requeued = (job: LeadJob): LeadJob => (job.status === 'dead' ? { ...job, status: 'pending', attempts: 0 } : job);

export function leadAction({ params, request }: ActionFunctionArgs) {
  const id = params.id ?? '';
  return attempt(async () => {
    const form = await request.formData();
    const change = (path: string, body: unknown) => api<LeadDetail>(`${leadPath(id)}/${path}`, body);
    switch (field(form, 'intent')) {
      case 'status': {
        const status = field(form, 'status');
        answered = await change('status', { status });
        return { done: `Status set to ${status}.` };
      }
      case 'assignee': {
        const assignee = field(form, 'assignee') || null;
        answered = await change('assignee', { assignee });
        return { done: assignee ? `Assigned to ${assignee}.` : 'Assigned to nobody.' };
      }
      case 'answered':
        answered = await change('answered', { note: field(form, 'note') });
        return { done: 'Reply recorded: the clock has stopped.' };
      case 'reply':
        answered = await change('replies', { subject: field(form, 'subject'), body: field(form, 'body') });
        return { done: 'Reply sent to the outbox: it goes out in a moment.' };
      case 'note':
        answered = await change('notes', { body: field(form, 'body') });
        return { done: 'Note added.' };
      case 'retry': {
        const { requeued: count } = await api<Requeued>(`${leadPath(id)}/retry`, {});
        if (shown?.row.id === id) answered = { ...shown, jobs: shown.jobs.map(requeued) };
        return { done: `${count} dead ${count === 1 ? 'letter' : 'letters'} put back in the queue.` };
      }
      default:
        throw new Error('The desk does not know this change.');
    }
  });
}
