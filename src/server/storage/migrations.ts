/**
 * The versioned schema migrations, applied in order at start: one module per version under
 * migrations/, listed here once. A new version is a new module added at the end of this list.
 */
import type { Migration } from './migrations/migration.ts';
import { submissionsAndOutbox } from './migrations/01-submissions-outbox.ts';
import { sharedRateLimits } from './migrations/02-shared-rate-limits.ts';
import { consentRecord } from './migrations/03-consent-record.ts';
import { deliveryAlert } from './migrations/04-delivery-alert.ts';
import { confirmationEmails } from './migrations/05-confirmation-emails.ts';
import { formFunnel } from './migrations/06-form-funnel.ts';
import { marketingConsent } from './migrations/07-marketing-consent.ts';
import { desk } from './migrations/08-desk.ts';
import { deskInbox } from './migrations/09-desk-inbox.ts';
import { rateLimitScopes } from './migrations/10-rate-limit-scopes.ts';
import { deskSessionControls } from './migrations/11-desk-session-controls.ts';
import { formVersions } from './migrations/12-form-versions.ts';
import { replyClock } from './migrations/13-reply-clock.ts';
import { deskReplies } from './migrations/14-desk-replies.ts';
import { replyReminders } from './migrations/15-reply-reminders.ts';
import { deskStepUp } from './migrations/16-desk-step-up.ts';
import { replySentClocks } from './migrations/17-reply-sent-clocks.ts';

export type { Migration };

export const MIGRATIONS: readonly Migration[] = [
  submissionsAndOutbox,
  sharedRateLimits,
  consentRecord,
  deliveryAlert,
  confirmationEmails,
  formFunnel,
  marketingConsent,
  desk,
  deskInbox,
  rateLimitScopes,
  deskSessionControls,
  formVersions,
  replyClock,
  deskReplies,
  replyReminders,
  deskStepUp,
  replySentClocks,
];
