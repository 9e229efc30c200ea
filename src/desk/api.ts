/**
 * The desk's requests to its server: JSON both ways, the session cookie sent by the browser
 * (same origin), and a 401 turned into "signed out" for the whole desk.
 */
import { data } from 'react-router';
import type { AccessReportData } from './contract.ts';

export class DeskApiError extends Error {
  readonly status: number;
  /** The answer's JSON, for the fields beside `error` (such as `confirm` on a step-up refusal). */
  readonly answer: Readonly<Record<string, unknown>>;

  constructor(status: number, message: string, answer: Readonly<Record<string, unknown>> = {}) {
    super(message);
    this.status = status;
    this.answer = answer;
  }
}

let onSignedOut: () => void = () => undefined;

/** Who to tell when the server says the session is over. */
export function whenSignedOut(listener: () => void): void {
  onSignedOut = listener;
}

/** A GET without a body, a POST with one; `signal` ends it when the page that asked is left. */
export async function api<T>(path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    credentials: 'same-origin',
    headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const answer = (await response.json().catch(() => ({}))) as { error?: string } & Record<string, unknown>;
  if (!response.ok) {
    if (response.status === 401 && !path.startsWith('/desk/api/sign-in') && !path.startsWith('/desk/api/enrol')) {
      onSignedOut();
    }
    throw new DeskApiError(response.status, answer.error ?? `The desk answered ${response.status}.`, answer);
  }
  return answer as T;
}

/** What went wrong, in the words a member reads: the server's own message when it gave one. */
export function errorMessage(caught: unknown): string {
  return caught instanceof Error ? caught.message : String(caught);
}

/** What an action answers: what was done, or why it was not, and what it made. */
export interface Outcome {
  readonly done?: string;
  readonly error?: string;
  /** A new invite's one-time link. */
  readonly link?: string;
  /** The access report a privacy request asked for. */
  readonly report?: AccessReportData;
}

/**
 * Runs an action's requests and says how it went. A refusal keeps its HTTP status, so the router
 * does not read the page's data again after a change that did not happen.
 */
export async function attempt(work: () => Promise<Outcome>) {
  try {
    return await work();
  } catch (caught) {
    const refusal: Outcome = { error: errorMessage(caught) };
    return data(refusal, { status: caught instanceof DeskApiError ? caught.status : 500 });
  }
}

/** A submitted form's field as text ('' when absent). */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
