/**
 * What a visitor reads under the thank-you message of a questionnaire: when and from whom the
 * reply comes, and what to have ready for the first conversation.
 */
import { replyWithin } from './reply-promise.ts';

export const nextSteps = {
  heading: 'What happens next',
  /** The firm's reply promise; left out of the card when the form's own message already makes it. */
  replyWithin,
  prepare:
    'For the first conversation, it helps to have ready: your current policies or certificates, recent audit or assessment reports, and the name of whoever leads the project on your side.',
} as const;
