/**
 * The submit client: one POST with a JSON body to the endpoint set at build time
 * (VITE_FORM_ENDPOINT, default /api/submissions), Formspree-compatible. Success is an ok status;
 * the site's own server also answers the submission's id (`{ ok: true, id }`), which becomes the
 * reference the visitor sees; other endpoints give none and the form simply shows no reference.
 * On failure the JSON body's `error` is used when present, else 'Form submission failed'.
 */
import type { Payload } from './payload.ts';

export const DEFAULT_ENDPOINT = '/api/submissions';
export const FALLBACK_ERROR = 'Form submission failed';

export interface SubmitResult {
  readonly success: boolean;
  readonly message: string;
  /** HTTP status, or 0 when no answer arrived (offline, blocked). */
  readonly status: number;
  /** The stored submission's id, when the endpoint answers one. */
  readonly id?: string;
}

/** An id is kept only in the shape the site's server gives (a UUID or similar), never free text. */
const ID_SHAPE = /^[0-9A-Za-z-]{8,64}$/;

async function idOf(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { id?: unknown } | null;
    const id = body?.id;
    return typeof id === 'string' && ID_SHAPE.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

async function errorOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown };
    return typeof body.error === 'string' && body.error !== '' ? body.error : FALLBACK_ERROR;
  } catch {
    return FALLBACK_ERROR;
  }
}

export async function submitPayload(
  endpoint: string,
  payload: Payload,
  idempotencyKey: string,
  successMessage: string,
): Promise<SubmitResult> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(payload),
    });
    if (response.ok) {
      const id = await idOf(response);
      return { success: true, message: successMessage, status: response.status, ...(id ? { id } : {}) };
    }
    const message = await errorOf(response);
    console.error('Form submission failed:', response.status, message);
    return { success: false, message, status: response.status };
  } catch (error) {
    console.error('Form submission failed:', error);
    return { success: false, message: FALLBACK_ERROR, status: 0 };
  }
}
