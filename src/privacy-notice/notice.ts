/**
 * The privacy notice (/privacy), built as data from what the product knows: the firm config
 * (controller, contacts, providers and their transfer safeguards, EU representative, analytics),
 * the questionnaire catalogue (what each form collects and requires, which forms ask for marketing
 * consent: a new question appears here with no edit), and the deployment settings the server
 * applies (src/content/privacy/notice-settings.ts: retention, backups, confirmations, forwarding,
 * the rate limit). Each section is written in a file of its own beside this one, and each sentence
 * that depends on a setting only when the setting makes it true. The page renders this structure;
 * `privacyNoticeVersion` hashes it, so the server can record with each consent which notice was in
 * force. Runs in Node (the prerender and the server); the page imports only the notice's shape
 * (notice-blocks.ts).
 */
import { createHash } from 'node:crypto';
import { countText } from '../questionnaire/counts.ts';
import { abusePrevention } from './abuse-prevention.ts';
import { whatWeCollect, whyWeUseIt } from './collection-and-purpose.ts';
import { cookies } from './cookies.ts';
import type { Block, Inline, NoticeSection, PrivacyNotice } from './notice-blocks.ts';
import type { NoticeInput } from './notice-input.ts';
import { PRIVACY_NOTICE_UPDATED } from './notice-text.ts';
import { whereItGoes } from './recipients.ts';
import { drafts, howLong } from './retention.ts';
import { rights, withdrawal } from './rights.ts';
import { whoWeAre } from './who-we-are.ts';

function sectionsOf(input: NoticeInput): NoticeSection[] {
  return [
    whoWeAre(input.firm),
    whatWeCollect(input.forms),
    whyWeUseIt(input.forms),
    abusePrevention(input),
    whereItGoes(input),
    howLong(input),
    drafts(),
    cookies(input.firm, input.formEndpoint),
    rights(input.firm, input.rightsAnswerPeriod),
    withdrawal(input.firm, input.forms),
  ];
}

/** 12 hex digits of the SHA-256 of the notice's sections: every word of it, not its date. */
export function noticeContentHash(sections: readonly NoticeSection[]): string {
  return createHash('sha256').update(JSON.stringify(sections)).digest('hex').slice(0, 12);
}

/**
 * The version of the notice that `input` produces: `<lastUpdated>.<hash>`, where the hash covers
 * every word of it (firm details, each form's fields, retention, recipients). Store it with each
 * consent to show which notice the visitor was given; the same input always gives the same version.
 */
export function privacyNoticeVersion(input: NoticeInput): string {
  return `${PRIVACY_NOTICE_UPDATED}.${noticeContentHash(sectionsOf(input))}`;
}

export function buildPrivacyNotice(input: NoticeInput): PrivacyNotice {
  return {
    title: 'Privacy notice',
    lastUpdated: PRIVACY_NOTICE_UPDATED,
    sections: sectionsOf(input),
    version: privacyNoticeVersion(input),
  };
}

function inlineText(part: Inline): string {
  if (typeof part === 'string') return part;
  if ('email' in part) return part.email;
  if ('href' in part) return part.text;
  return part.strong;
}

/** The notice as plain text, headings and all (tests read the sentences from it; operators can diff versions). */
export function noticePlainText(notice: PrivacyNotice): string {
  const block = (item: Block): string => {
    if (item.type === 'paragraph') return item.content.map(inlineText).join('');
    if (item.type === 'list') return item.items.map((entry) => `- ${entry.map(inlineText).join('')}`).join('\n');
    const fields = item.fields.map((field) => `  - ${field}${item.required.includes(field) ? ' (required)' : ''}`);
    const size = `${countText(item.counts.sections, 'section')}, ${countText(item.counts.questions, 'question')}`;
    return [`${item.title} (${size}, at ${item.route}):`, ...fields].join('\n');
  };
  return [
    notice.title,
    `Last updated ${notice.lastUpdated} · Version ${notice.version}`,
    ...notice.sections.map((section) => [section.heading, ...section.blocks.map(block)].join('\n\n')),
  ].join('\n\n');
}
