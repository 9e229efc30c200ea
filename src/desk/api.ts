/**
 * The desk's requests to its server: JSON both ways, the session cookie sent by the browser
 * (same origin), and a 401 turned into "signed out" for the whole desk.
 */

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

export async function api<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    credentials: 'same-origin',
    headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
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
