/**
 * The privacy notice (/privacy), built as data from what the product knows: the firm config
 * (controller, contacts, providers and their transfer safeguards, EU representative, analytics),
 * the questionnaire catalogue (what each form collects and requires, which forms ask for marketing
 * consent: a new question appears here with no edit), and the deployment settings the server
 * applies (notice-settings.ts: retention, backups, confirmations, forwarding, the rate limit).
 * Each sentence that depends on a setting is written only when the setting makes it true. The page
 * renders this structure; `privacyNoticeVersion` hashes it, so the server can record with each
 * consent which notice was in force. Runs in Node (the prerender and the server); the page imports
 * only the notice's shape (notice-blocks.ts).
 */
import { createHash } from 'node:crypto';
import { matrixRows } from '../../questionnaire/matrix.ts';
import { recordFields } from '../../questionnaire/records.ts';
import { isHiddenField, type FormDefinition } from '../../questionnaire/definition.ts';
import { DRAFT_MAX_AGE_MS } from '../../questionnaire/drafts.ts';
import { countText, formCounts } from '../../questionnaire/counts.ts';
import { requiredFields } from '../../questionnaire/progress.ts';
import {
  addressLines,
  controllerName,
  isInEea,
  privacyEmailOf,
  type FirmConfig,
  type ServiceProvider,
} from '../firm-config.ts';
import { EVENTS_RATE_LIMIT_WINDOW_MS, RATE_LIMIT_PRUNE_MS, type NoticeSettings } from './notice-settings.ts';
import type { Block, Inline, NoticeSection, PrivacyNotice } from './notice-blocks.ts';

/** The day the notice's own wording last changed. Bump it whenever you edit a text in this file. */
export const PRIVACY_NOTICE_UPDATED = '2026-11-25';

export interface NoticeInput extends NoticeSettings {
  readonly firm: FirmConfig;
  /** The questionnaire catalogue (schemas/): every form and its questions. */
  readonly forms: readonly FormDefinition[];
}

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
    ` After you send ${forms}, our server also emails you a short confirmation with your reference, never your answers; so that no address gets more than three of them a day, it keeps a one-way fingerprint (a hash) of your address for 24 hours.`,
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
  withdrawMarketing: ' To stop only our updates, write to ',
  withdrawMarketingEnd:
    ' asking us to stop: we record your withdrawal at once, send you no further updates, and your enquiry is not affected.',
} as const;

/** A field's visible label: its schema title without the required mark some labels carry. */
function labelOf(definition: FormDefinition, field: string): string {
  const title = (definition.schema.properties[field]?.title ?? field).replace(/\s*\*\s*$/, '').trim();
  // a matrix names what it rates, its rows; a repeating group what each record holds, its fields
  const parts = [...matrixRows(definition, field), ...recordFields(definition, field)];
  return parts.length > 0 ? `${title} (${parts.map((part) => part.title).join(', ')})` : title;
}

function collectedFieldNames(definition: FormDefinition): string[] {
  const consent = definition.form.consent?.field;
  const inSections = definition.form.sections.flatMap((section) => section.fields);
  const rest = Object.keys(definition.schema.properties).filter((field) => !inSections.includes(field));
  return [...inSections, ...rest]
    .filter((field, index, all) => all.indexOf(field) === index)
    .filter((field) => field !== consent && !isHiddenField(definition, field));
}

/** The fields a visitor can fill in, in the order the form shows them; the consent box is stated apart. */
export function collectedFields(definition: FormDefinition): string[] {
  return collectedFieldNames(definition).map((field) => labelOf(definition, field));
}

/** The labels of the collected fields the form will not send without. */
export function requiredLabels(definition: FormDefinition): string[] {
  const required = new Set(requiredFields(definition));
  return collectedFieldNames(definition)
    .filter((field) => required.has(field))
    .map((field) => labelOf(definition, field));
}

/** The forms with a marketing opt-in (form.json marketingOptIn), with the opt-in's label. */
function marketingForms(forms: readonly FormDefinition[]): { title: string; label: string }[] {
  return forms.flatMap((definition) => {
    const field = definition.form.marketingOptIn?.field;
    return field ? [{ title: definition.form.title, label: labelOf(definition, field) }] : [];
  });
}

/** "a", "a and b", "a, b and c". */
function joined(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

function formBlocks(forms: readonly FormDefinition[]): Block[] {
  const ordered = [...forms].sort(
    (a, b) =>
      Number(a.form.kind === 'questionnaire') - Number(b.form.kind === 'questionnaire') ||
      a.form.title.localeCompare(b.form.title),
  );
  return ordered.map((definition) => ({
    type: 'form',
    id: definition.id,
    title: definition.form.title,
    route: definition.form.route,
    fields: collectedFields(definition),
    required: requiredLabels(definition),
    counts: formCounts(definition),
  }));
}

function externalOrigin(endpoint: string): string | null {
  try {
    return /^https?:\/\//.test(endpoint) ? new URL(endpoint).origin : null;
  } catch {
    return null;
  }
}

function whoWeAre(firm: FirmConfig): NoticeSection {
  const representative = firm.euRepresentative;
  const controller = controllerName(firm);
  const privacy = privacyEmailOf(firm);
  const trading = firm.legalName && firm.legalName !== firm.name ? `, trading as ${firm.name}` : '';
  const contact = firm.dataProtectionContact;
  const blocks: Block[] = [
    {
      type: 'paragraph',
      content: [
        { strong: controller },
        `${trading} ("we"), decides why and how the details you send through this website are used. Under the EU and UK General Data Protection Regulation (GDPR) we are the controller; under India's Digital Personal Data Protection Act, 2023 (DPDP Act) we are the Data Fiduciary, and you are the Data Principal.`,
      ],
    },
  ];
  if (firm.registeredAddress) {
    blocks.push({
      type: 'paragraph',
      content: [`Postal address: ${addressLines(firm.registeredAddress).join(', ')}.`],
    });
  }
  blocks.push({
    type: 'paragraph',
    content: contact
      ? [
          'For anything about your personal data, write to ',
          { email: privacy },
          `. Questions about how we process it are answered by ${contact.name}${contact.role ? `, ${contact.role}` : ''}: `,
          { email: contact.email },
          ...(contact.phone ? [`, ${contact.phone}`] : []),
          '.',
        ]
      : [
          'For anything about your personal data, including questions about how we process it, write to ',
          { email: privacy },
          '.',
        ],
  });
  if (representative) {
    blocks.push({
      type: 'paragraph',
      content: [
        NOTICE_TEXT.euRepresentative(representative.name, representative.address),
        { email: representative.email },
        '.',
      ],
    });
  }
  return { id: 'who-we-are', heading: 'Who we are', blocks };
}

function whatWeCollect(forms: readonly FormDefinition[]): NoticeSection {
  const marketing = marketingForms(forms).length > 0;
  return {
    id: 'what-we-collect',
    heading: 'What we collect',
    blocks: [
      {
        type: 'paragraph',
        content: [
          'Reading this site asks nothing of you. We collect only what you type into one of our forms and send. Each form collects the following, in the order it asks; the questions it requires are marked.',
        ],
      },
      ...formBlocks(forms),
      { type: 'paragraph', content: [NOTICE_TEXT.requiredFields] },
      {
        type: 'paragraph',
        content: [
          `With every form we also record the time it arrived; on the questionnaires, that you ticked the consent box and when${marketing ? ', and, apart from it, whether you ticked a box asking for our updates and when' : ''}; and the network your request came from (your IP address with its last part removed, which identifies a network rather than a device), to limit abuse.`,
        ],
      },
      {
        type: 'paragraph',
        content: [
          "The questionnaires ask about your organisation, not about other people. Please do not enter patients' or anyone else's health or other sensitive personal data in the free-text answers.",
        ],
      },
    ],
  };
}

function whyWeUseIt(forms: readonly FormDefinition[]): NoticeSection {
  const marketing = marketingForms(forms);
  const boxes = joined(marketing.map((each) => `"${each.label}" on the ${each.title}`));
  return {
    id: 'purpose-and-legal-basis',
    heading: 'Why we use it, and on what basis',
    blocks: [
      {
        type: 'paragraph',
        content:
          marketing.length > 0
            ? [NOTICE_TEXT.withMarketing, ' ', NOTICE_TEXT.marketingPurpose(boxes)]
            : [NOTICE_TEXT.noMarketing],
      },
      {
        type: 'list',
        items: [
          [
            { strong: 'GDPR: ' },
            'your consent, given with the consent box (Article 6(1)(a)), and steps you ask us to take before a possible contract, such as preparing a proposal (Article 6(1)(b)).',
          ],
          ...(marketing.length > 0 ? [[{ strong: 'GDPR, for our updates: ' }, NOTICE_TEXT.marketingBasis]] : []),
          [{ strong: 'GDPR, for protecting the forms: ' }, NOTICE_TEXT.abuseBasis],
          [
            { strong: 'DPDP Act: ' },
            `your consent${marketing.length > 0 ? ' (for our updates, the separate one you give with that box)' : ''}, and for a message you send us of your own accord, your having given your details voluntarily for that purpose.`,
          ],
        ],
      },
    ],
  };
}

function abusePrevention(input: NoticeInput): NoticeSection {
  const minutes = Math.ceil((input.rateLimitWindowSeconds * 1000 + RATE_LIMIT_PRUNE_MS) / 60_000);
  const eventMinutes = Math.ceil((EVENTS_RATE_LIMIT_WINDOW_MS + RATE_LIMIT_PRUNE_MS) / 60_000);
  const ownServer = externalOrigin(input.formEndpoint) === null;
  return {
    id: 'abuse-prevention',
    heading: 'Protecting the forms from abuse',
    blocks: [
      { type: 'paragraph', content: [NOTICE_TEXT.networkRecord] },
      ...(ownServer ? [{ type: 'paragraph' as const, content: [NOTICE_TEXT.rateLimit(minutes, eventMinutes)] }] : []),
      {
        type: 'paragraph',
        content: [
          'We rely on our legitimate interest for this (GDPR Article 6(1)(f)): a form open to anyone must be protected from floods and spam, and a network and a count that expire are the least we need for it. You may object to it by writing to us (see "Your rights").',
        ],
      },
    ],
  };
}

/** The forms after which the server emails the visitor a confirmation: switched on globally and for the form. */
function confirmingForms(input: NoticeInput): FormDefinition[] {
  if (!input.confirmationEmails || externalOrigin(input.formEndpoint) !== null) return [];
  return input.forms.filter((definition) => definition.form.confirmation?.send !== false);
}

function providerItem(provider: ServiceProvider): Inline[] {
  const safeguard = provider.transferSafeguard ? ` Safeguard for this transfer: ${provider.transferSafeguard}.` : '';
  return [{ strong: provider.name }, ` ${provider.purpose}, in ${provider.location}.${safeguard}`];
}

function whereItGoes(input: NoticeInput): NoticeSection {
  const { firm } = input;
  const providers = firm.serviceProviders ?? [];
  const formService = externalOrigin(input.formEndpoint);
  const confirming = confirmingForms(input);
  const confirmingText =
    confirming.length === input.forms.length
      ? 'a form'
      : `the ${joined(confirming.map((definition) => definition.form.title))}`;
  const blocks: Block[] = [
    {
      type: 'paragraph',
      content: [
        formService
          ? `The forms send your answers to ${formService}, the form service we use, which passes them to us.`
          : 'The forms send your answers from your browser straight to our own server, over an encrypted connection.',
        ' Our server passes them on to our mailbox, as an email to the people who answer you.',
        ...(input.forwardService ? [NOTICE_TEXT.forward(input.forwardService)] : []),
        NOTICE_TEXT.noForward,
        ...(confirming.length > 0 ? [NOTICE_TEXT.confirmation(confirmingText)] : []),
      ],
    },
  ];
  blocks.push(
    providers.length > 0
      ? { type: 'list', items: providers.map(providerItem) }
      : {
          type: 'paragraph',
          content: [
            'The companies that do this work for us are our hosting provider, which runs this website and stores what you send, and our email provider, which delivers and keeps our email. They act only on our instructions.',
          ],
        },
  );
  if (!isInEea(firm.country) && firm.country !== 'United Kingdom') {
    blocks.push({
      type: 'paragraph',
      content: [
        `We work from ${firm.country}. If you write to us from the European Economic Area or the United Kingdom, sending a form transfers your details to ${firm.country}, which is outside both${providers.length > 0 ? ', and to where the providers above process them' : ''}.`,
      ],
    });
  }
  return { id: 'recipients-and-transfers', heading: 'Who receives it, and where it goes', blocks };
}

function howLong(input: NoticeInput): NoticeSection {
  const privacy = privacyEmailOf(input.firm);
  const marketing = marketingForms(input.forms).length > 0;
  return {
    id: 'retention',
    heading: 'How long we keep it',
    blocks: [
      {
        type: 'paragraph',
        content: [
          NOTICE_TEXT.retention(input.retentionDays),
          ' You can ask us to erase it sooner: write to ',
          { email: privacy },
          '.',
        ],
      },
      { type: 'paragraph', content: [NOTICE_TEXT.backups(input.backupKeepDays)] },
      ...(marketing ? [{ type: 'paragraph' as const, content: [NOTICE_TEXT.marketingRecord] }] : []),
    ],
  };
}

function drafts(): NoticeSection {
  const days = Math.round(DRAFT_MAX_AGE_MS / (24 * 60 * 60 * 1000));
  return {
    id: 'drafts',
    heading: 'Drafts kept in your browser',
    blocks: [
      {
        type: 'paragraph',
        content: [
          `The questionnaires keep your answers in your own browser (its local storage) as you type, so that you can come back later. A draft stays on your device: nothing reaches us until you send the form. The consent box is never kept, a draft is removed once you send the form, and a draft older than ${days} days is discarded.`,
        ],
      },
      {
        type: 'paragraph',
        content: [
          'To clear a draft, choose "Start over" when the form offers to continue where you left off, or clear this site\'s data in your browser\'s settings.',
        ],
      },
    ],
  };
}

/** The forms count how far visits get (src/questionnaire/funnel.ts) when they post to this site's own server. */
const FUNNEL_SENTENCE =
  'The forms tell our server how far a visit gets through them (page opened, first answer, each section reached, send pressed, sent), and it keeps only a count per form, step and day: no identifier, no cookie, no IP address and no browser details, and a browser with Global Privacy Control switched on sends nothing.';

function cookies(firm: FirmConfig, formEndpoint: string): NoticeSection {
  const analytics = firm.analytics ? externalOrigin(firm.analytics.scriptUrl) : null;
  const funnel = externalOrigin(formEndpoint) === null;
  const blocks: Block[] = [
    {
      type: 'paragraph',
      content: [
        analytics
          ? `This site sets no cookies and shows no advertising. To count visits, each page loads a statistics script from ${analytics}, set up to work without cookies: it learns which page you view, the page you came from and your browser type. The forms send nothing to it.`
          : `This site sets no cookies and uses no ${funnel ? '' : 'analytics, '}tracking or advertising. Its pages load nothing from other websites.`,
      ],
    },
  ];
  if (funnel) blocks.push({ type: 'paragraph', content: [FUNNEL_SENTENCE] });
  return { id: 'cookies', heading: 'Cookies and tracking', blocks };
}

function rights(firm: FirmConfig): NoticeSection {
  const privacy = privacyEmailOf(firm);
  return {
    id: 'your-rights',
    heading: 'Your rights, and how to use them',
    blocks: [
      {
        type: 'paragraph',
        content: ['Under the GDPR you have the right to:'],
      },
      {
        type: 'list',
        items: [
          ['access the personal data we hold about you (Article 15);'],
          ['have it corrected (Article 16) or erased (Article 17);'],
          ['restrict how we use it (Article 18) or object to our using it (Article 21);'],
          ['receive it in a portable format (Article 20);'],
          ['withdraw your consent at any time, without affecting what we did with it before (Article 7(3));'],
          [
            'complain to a data protection supervisory authority, in particular where you live or work or where you think the infringement took place (Article 77).',
          ],
        ],
      },
      {
        type: 'paragraph',
        content: ['Under the DPDP Act you have the right to:'],
      },
      {
        type: 'list',
        items: [
          [
            'obtain a summary of your personal data we process and of how we process it, and who we have shared it with;',
          ],
          ['have it corrected, completed, updated or erased;'],
          ['have a grievance about our handling of it answered by us;'],
          ['nominate another person to exercise your rights if you die or become unable to;'],
          ['withdraw your consent at any time;'],
          [NOTICE_TEXT.dpbComplaint],
        ],
      },
      {
        type: 'paragraph',
        content: [
          'To use any of these rights, write to ',
          { email: privacy },
          ' from the address you used on the form, or say which one it was. We answer without undue delay and within one month at the latest.',
        ],
      },
    ],
  };
}

function withdrawal(firm: FirmConfig, forms: readonly FormDefinition[]): NoticeSection {
  const privacy = privacyEmailOf(firm);
  const marketing = marketingForms(forms).length > 0;
  return {
    id: 'withdraw-consent',
    heading: 'Withdrawing your consent',
    blocks: [
      {
        type: 'paragraph',
        content: [
          'Withdrawing consent is as easy as giving it: send an email to ',
          { email: privacy },
          ' saying that you withdraw it. We then stop using your details and erase what you sent us.',
          ...(marketing ? [NOTICE_TEXT.withdrawMarketing, { email: privacy }, NOTICE_TEXT.withdrawMarketingEnd] : []),
        ],
      },
    ],
  };
}

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
    rights(input.firm),
    withdrawal(input.firm, input.forms),
  ];
}

/**
 * The version of the notice that `input` produces: `<lastUpdated>.<hash>`, where the hash covers
 * every word of it (firm details, each form's fields, retention, recipients). Store it with each
 * consent to show which notice the visitor was given; the same input always gives the same version.
 */
export function privacyNoticeVersion(input: NoticeInput): string {
  const content = JSON.stringify({ lastUpdated: PRIVACY_NOTICE_UPDATED, sections: sectionsOf(input) });
  return `${PRIVACY_NOTICE_UPDATED}.${createHash('sha256').update(content).digest('hex').slice(0, 12)}`;
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
