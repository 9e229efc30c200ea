/**
 * What the submission route did with a request that it answered 200 (stored, spam, or a repeat of
 * an earlier one), noted for the metrics, which see every answer of the route, refusals included
 * (also those the body parser gives before the route runs).
 */
import type { FastifyRequest } from 'fastify';

export type AcceptedOutcome = 'stored' | 'spam' | 'repeated';

const outcomes = new WeakMap<FastifyRequest, { readonly form: string; readonly outcome: AcceptedOutcome }>();

export function noteOutcome(request: FastifyRequest, form: string, outcome: AcceptedOutcome): void {
  outcomes.set(request, { form, outcome });
}

export function outcomeOf(request: FastifyRequest) {
  return outcomes.get(request);
}
