import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { Answers, FormDefinition } from '../questionnaire/definition.ts';
import { reachedSteps, type FunnelStage } from '../questionnaire/funnel.ts';
import { DEFAULT_ENDPOINT } from '../questionnaire/submit.ts';

/** Where the anonymous step counts go: the site's own server (src/server/events/). */
export const EVENTS_ENDPOINT = '/api/events';

const FORM_ENDPOINT: string = import.meta.env.VITE_FORM_ENDPOINT || DEFAULT_ENDPOINT;

/**
 * Whether this page reports steps at all: never when the browser asks not to be tracked (Global
 * Privacy Control), and only when the forms post to this site's server, the one that counts them
 * (the development server has none).
 */
function reporting(): boolean {
  if (!import.meta.env.PROD) return false;
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  if ((navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true) return false;
  return FORM_ENDPOINT.startsWith('/') && !FORM_ENDPOINT.startsWith('//');
}

/**
 * Reports how far this page view got through the form (src/questionnaire/funnel.ts): a beacon
 * with the form id and the newly reached steps, each step at most once per page view, up to the
 * send button (the server counts the submissions it stores). A beacon
 * carries no identifier and sets no cookie; it is queued by the browser, so it never delays
 * the page or the visitor.
 */
export function useFunnel(definition: FormDefinition, answers: Answers) {
  const sent = useRef(new Set<string>());
  const stage = useRef<FunnelStage>('answering');
  const latest = useRef(answers);
  // Declared first, so the effects below see this render's answers.
  useEffect(() => {
    latest.current = answers;
  }, [answers]);

  const report = useCallback(() => {
    if (!reporting()) return;
    const steps = reachedSteps(definition, latest.current, stage.current).filter((step) => !sent.current.has(step));
    if (steps.length === 0) return;
    if (navigator.sendBeacon(EVENTS_ENDPOINT, JSON.stringify({ form: definition.id, steps }))) {
      for (const step of steps) sent.current.add(step);
    }
  }, [definition]);

  // The page view, once the browser is idle: after the first paint, never in its way.
  useEffect(() => {
    const idle = window.requestIdleCallback?.bind(window) ?? ((run: () => void) => window.setTimeout(run, 1));
    const cancel = window.cancelIdleCallback?.bind(window) ?? window.clearTimeout.bind(window);
    const handle = idle(report);
    return () => cancel(handle);
  }, [report]);
  useEffect(() => {
    if (sent.current.size > 0) report();
  }, [answers, report]);

  const advance = useCallback(
    (next: FunnelStage) => {
      stage.current = next;
      report();
    },
    [report],
  );
  return useMemo(() => ({ attempted: () => advance('attempted') }), [advance]);
}
