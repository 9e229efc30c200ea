import { useCallback, useEffect, useRef, useState } from 'react';
import { showToast } from '../shared/toast.ts';
import type { Answers, FormDefinition } from '../questionnaire/definition.ts';
import { buildPayload } from '../questionnaire/payload.ts';
import { runPipeline } from '../questionnaire/pipeline.ts';
import { submissionReference } from '../questionnaire/reference.ts';
import { DEFAULT_ENDPOINT, submitPayload } from '../questionnaire/submit.ts';
import { newSubmissionKey } from './submission-key.ts';

export type SubmissionStatus =
  | { readonly state: 'idle' }
  | {
      readonly state: 'invalid';
      readonly message: string;
      readonly field: string;
      /** Counts submit attempts: the message takes the focus on a submit, not while it follows the visitor's edits. */
      readonly attempt: number;
    }
  | { readonly state: 'submitting' }
  | { readonly state: 'success'; readonly message: string; readonly reference?: string }
  | { readonly state: 'error'; readonly message: string };

/** Where a form sends: the site's intake unless the build names another (VITE_FORM_ENDPOINT). */
export const ENDPOINT: string = import.meta.env.VITE_FORM_ENDPOINT || DEFAULT_ENDPOINT;
/**
 * Where the form's page posts when no script sends it: its own address, where the site's server
 * runs the same intake; another endpoint (VITE_FORM_ENDPOINT) takes the post itself.
 */
export function postAddress(definition: FormDefinition): string {
  return ENDPOINT === DEFAULT_ENDPOINT ? definition.form.route : ENDPOINT;
}
/** Statuses whose JSON error speaks to the visitor (validation, rate limit): shown as sent. */
const SERVER_MESSAGE_STATUSES = new Set([400, 413, 415, 422, 429]);

/**
 * The status cycle of every catalogue form: the pipeline first (no request
 * when it fails), then one request, then success or error as form.json describes. `firmEmail`
 * stands in for {email} in the form's failure message.
 */
export function useSubmission(definition: FormDefinition, onSuccess: (sent: Answers) => void, firmEmail: string) {
  const { form } = definition;
  const [status, setStatus] = useState<SubmissionStatus>({ state: 'idle' });
  const key = useRef<string | null>(null);
  const attempts = useRef(0);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const later = (ms: number | undefined, action: () => void) => {
    if (ms !== undefined) timers.current.push(window.setTimeout(action, ms));
  };

  const submit = useCallback(
    async (answers: Answers, honeypot: string) => {
      const verdict = runPipeline(definition, answers);
      if (!verdict.ok) {
        attempts.current += 1;
        const { message, field } = verdict.failure;
        setStatus({ state: 'invalid', message, field, attempt: attempts.current });
        return;
      }
      setStatus({ state: 'submitting' });
      key.current ??= newSubmissionKey();
      const payload = buildPayload(definition, answers, new Date(), honeypot);
      const result = await submitPayload(ENDPOINT, payload, key.current, form.success.toast ?? form.success.message);
      if (result.success) {
        key.current = null;
        setStatus({
          state: 'success',
          message: form.success.message,
          ...(result.id ? { reference: submissionReference(result.id) } : {}),
        });
        if (form.success.toast) void showToast({ message: form.success.toast, color: 'teal' });
        onSuccess(answers);
        later(form.success.scrollToTopMs, () => window.scrollTo({ top: 0, behavior: 'smooth' }));
        later(form.success.autoClearMs, () => setStatus({ state: 'idle' }));
        return;
      }
      const message =
        SERVER_MESSAGE_STATUSES.has(result.status) && result.message
          ? result.message
          : form.failure.message.replaceAll('{email}', firmEmail);
      setStatus({ state: 'error', message });
      later(form.failure.autoClearMs, () => setStatus({ state: 'idle' }));
    },
    [definition, form, onSuccess, firmEmail],
  );

  /**
   * While a validation message shows, it follows the answers: it names the next check that fails,
   * or disappears once the form would pass, so no message outlives its cause.
   */
  const revise = useCallback(
    (answers: Answers) => {
      setStatus((current) => {
        if (current.state !== 'invalid') return current;
        const verdict = runPipeline(definition, answers);
        if (verdict.ok) return { state: 'idle' };
        const { message, field } = verdict.failure;
        return message === current.message && field === current.field
          ? current
          : { state: 'invalid', message, field, attempt: current.attempt };
      });
    },
    [definition],
  );

  return { status, submit, revise };
}
