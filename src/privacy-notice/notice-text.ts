/**
 * The notice's fixed wording: the day it last changed, the sentences the page and the tests read
 * from here, and how a list of names reads in a sentence.
 */
import { CONFIRMATION_WINDOW_MS, CONFIRMATIONS_PER_ADDRESS } from '../content/privacy/notice-settings.ts';

const CONFIRMATION_HOURS = CONFIRMATION_WINDOW_MS / 3_600_000;

/**
 * The day the notice last changed, and the content it had that day (the hash half of its version,
 * `<day>.<hash>`, built from this firm config and catalogue with the default settings):
 * `npm run check:launch` warns while the notice the build would write differs, naming the hash
 * to record with the new day. Change both whenever the notice's wording changes.
 */
export const PRIVACY_NOTICE_UPDATED = '2026-11-27';
export const PRIVACY_NOTICE_DATED_CONTENT = 'f91f0fc9d01f';

/**
 * The notice's fixed sentences, and the sentence builders of those that carry a value: the page
 * and the tests read them from here, so a test checks the sentence the notice states, not a copy.
 */
export const NOTICE_TEXT = {
  noMarketing:
    'We use your details to answer your enquiry and to prepare the assessment or proposal you ask for. We do not use them for marketing, we do not sell them, and we make no automated decisions about you.',
  withMarketing:
    'We use your details to answer your enquiry and to prepare the assessment or proposal you ask for. We do not sell them, and we make no automated decisions about you.',
  marketingPurpose: (boxes: string) =>
    `If you tick ${boxes}, we also send you occasional updates and insights by email, and only then: the box starts unticked, sending a form does not depend on it, and you can withdraw at any time.`,
  marketingBasis:
    'your consent, given with that separate box (Article 6(1)(a)), which you can withdraw at any time without affecting your enquiry.',
  abuseBasis:
    'our legitimate interest in keeping the forms available and free of spam and abuse (Article 6(1)(f)), for the network record and the rate-limit counts described under "Protecting the forms from abuse".',
  requiredFields:
    'The questions a form marks as required are needed for us to answer you: the form cannot be sent without them, and without them we cannot assess your request or reply to it. Every other question is optional: leave it blank and we work with what you give us.',
  confirmation: (forms: string) =>
    ` After you send ${forms}, our server also emails you a short confirmation with your reference, never your answers; so that no address gets more than ${CONFIRMATIONS_PER_ADDRESS} of them in ${CONFIRMATION_HOURS} hours, it keeps a one-way fingerprint (a hash) of your address for ${CONFIRMATION_HOURS} hours.`,
  forward: (service: string) =>
    ` It also sends a copy of each submission to ${service}, the service we use to keep track of enquiries.`,
  noForward: ' Nobody else receives them: no advertisers, no data brokers.',
  retention: (days: number) =>
    `We keep what you send for ${days} ${days === 1 ? 'day' : 'days'} after we receive it. Our server then deletes it automatically, with its delivery records and email copies, and we delete the email in our mailbox.`,
  backups: (days: number) =>
    `Our backups of the server's data are copies too: each is deleted ${days} ${days === 1 ? 'day' : 'days'} after it was made, so what you sent leaves the last backup at most that long after it left the server.`,
  marketingRecord:
    'Whether you ticked a box asking for our updates, when, and the words beside it are kept with your submission, apart from your consent to be contacted; if you withdraw, we keep the time of the withdrawal with it, so that we send you no further updates.',
  rateLimit: (minutes: number, eventMinutes: number) =>
    `To stop one connection sending a form over and over, our server counts each sending against the address it came from: it holds your full IPv4 address (or the first half, the /64 network, of an IPv6 address) with the time of the sending, and forgets both at most ${minutes} minutes later. The step counts described under "Cookies and tracking" are limited the same way, held in the server's memory for at most ${eventMinutes} minutes.`,
  networkRecord:
    'With each submission we keep the network it came from (your IP address with its last part removed: an IPv4 /24 or IPv6 /48 network, which identifies a network rather than a device), for as long as we keep the submission, so that we can trace and block abuse.',
  euRepresentative: (name: string, address: string) =>
    `Our representative in the European Union (GDPR Article 27), whom you may contact instead of us about your personal data, is ${name}, ${address}: `,
  dpbComplaint:
    'complain to the Data Protection Board of India once you have raised the grievance with us and are not satisfied with our answer; the Board works as a digital office, so a complaint is filed with it online.',
  answerWithin: (period: string) =>
    ` from the address you used on the form, or say which one it was. We answer without undue delay and within ${period} at the latest.`,
  withdrawMarketing: ' To stop only our updates, write to ',
  withdrawMarketingEnd:
    ' asking us to stop: we record your withdrawal at once, send you no further updates, and your enquiry is not affected.',
} as const;

/** "a", "a and b", "a, b and c". */
export function joined(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}
