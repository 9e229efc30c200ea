/**
 * The privacy notice (/privacy), built as data from what the product knows: the firm config
 * (controller, contacts, providers, analytics), the questionnaire catalogue (what each form
 * collects: a new question appears here with no edit), the retention period the server applies
 * (RETENTION_DAYS) and where the forms send their answers (VITE_FORM_ENDPOINT). The page renders
 * this structure; `privacyNoticeVersion` hashes it, so the server can record with each consent
 * which notice was in force. Pure: no React, no Node-only import.
 */
import { matrixRows } from '../../questionnaire/matrix.ts';
import { isHiddenField, type FormDefinition } from '../../questionnaire/definition.ts';
import { DRAFT_MAX_AGE_MS } from '../../questionnaire/drafts.ts';
import { addressLines, controllerName, privacyEmailOf, type FirmConfig } from '../firm-config.ts';
import { sha256Hex } from './sha256.ts';

/** The day the notice's own wording last changed. Bump it whenever you edit a text in this file. */
export const PRIVACY_NOTICE_UPDATED = '2026-11-23';

export type Inline =
  string | { readonly email: string } | { readonly href: string; readonly text: string } | { readonly strong: string };

export type Block =
  | { readonly type: 'paragraph'; readonly content: readonly Inline[] }
  | { readonly type: 'list'; readonly items: readonly (readonly Inline[])[] }
  /** What one form collects: its visible fields' labels, in the order the form shows them. */
  | {
      readonly type: 'form';
      readonly id: string;
      readonly title: string;
      readonly route: string;
      readonly fields: readonly string[];
    };

export interface NoticeSection {
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly Block[];
}

export interface PrivacyNotice {
  readonly title: string;
  /** ISO date: the notice's wording date (PRIVACY_NOTICE_UPDATED), not the build date. */
  readonly lastUpdated: string;
  readonly sections: readonly NoticeSection[];
  /** `<lastUpdated>.<first 12 hex digits of the SHA-256 of the content>`. */
  readonly version: string;
}

export interface NoticeInput {
  readonly firm: FirmConfig;
  /** The questionnaire catalogue (schemas/): every form and its questions. */
  readonly forms: readonly FormDefinition[];
  /** RETENTION_DAYS: submissions are deleted that many days after receipt; undefined keeps them until erasure. */
  readonly retentionDays: number | undefined;
  /** VITE_FORM_ENDPOINT: where the forms post (a path on this site, or another service's URL). */
  readonly formEndpoint: string;
}

const EEA_AND_UK = new Set(
  'Austria Belgium Bulgaria Croatia Cyprus Czechia Denmark Estonia Finland France Germany Greece Hungary Iceland Ireland Italy Latvia Liechtenstein Lithuania Luxembourg Malta Netherlands Norway Poland Portugal Romania Slovakia Slovenia Spain Sweden'
    .split(' ')
    .concat(['United Kingdom']),
);

/** A field's visible label: its schema title without the required mark some labels carry. */
function labelOf(definition: FormDefinition, field: string): string {
  const title = (definition.schema.properties[field]?.title ?? field).replace(/\s*\*\s*$/, '').trim();
  // a matrix names what it rates: its rows
  const rows = matrixRows(definition, field);
  return rows.length > 0 ? `${title} (${rows.map((row) => row.title).join(', ')})` : title;
}

/** The fields a visitor can fill in, in the order the form shows them; the consent box is stated apart. */
export function collectedFields(definition: FormDefinition): string[] {
  const consent = definition.form.consent?.field;
  const inSections = definition.form.sections.flatMap((section) => section.fields);
  const rest = Object.keys(definition.schema.properties).filter((field) => !inSections.includes(field));
  return [...inSections, ...rest]
    .filter((field, index, all) => all.indexOf(field) === index)
    .filter((field) => field !== consent && !isHiddenField(definition, field))
    .map((field) => labelOf(definition, field));
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
  return { id: 'who-we-are', heading: 'Who we are', blocks };
}

function whatWeCollect(forms: readonly FormDefinition[]): NoticeSection {
  return {
    id: 'what-we-collect',
    heading: 'What we collect',
    blocks: [
      {
        type: 'paragraph',
        content: [
          'Reading this site asks nothing of you. We collect only what you type into one of our forms and send. Each form collects the following, in the order it asks.',
        ],
      },
      ...formBlocks(forms),
      {
        type: 'paragraph',
        content: [
          'With every form we also record the time it arrived; on the questionnaires, that you ticked the consent box and when; and the network your request came from (your IP address with its last part removed, which identifies a network rather than a device), to limit abuse.',
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

function whyWeUseIt(): NoticeSection {
  return {
    id: 'purpose-and-legal-basis',
    heading: 'Why we use it, and on what basis',
    blocks: [
      {
        type: 'paragraph',
        content: [
          'We use your details to answer your enquiry and to prepare the assessment or proposal you ask for. We do not use them for marketing, we do not sell them, and we make no automated decisions about you.',
        ],
      },
      {
        type: 'list',
        items: [
          [
            { strong: 'GDPR: ' },
            'your consent, given with the consent box (Article 6(1)(a)), and steps you ask us to take before a possible contract, such as preparing a proposal (Article 6(1)(b)).',
          ],
          [
            { strong: 'DPDP Act: ' },
            'your consent, and for a message you send us of your own accord, your having given your details voluntarily for that purpose.',
          ],
        ],
      },
    ],
  };
}

function whereItGoes(input: NoticeInput): NoticeSection {
  const { firm } = input;
  const providers = firm.serviceProviders ?? [];
  const formService = externalOrigin(input.formEndpoint);
  const blocks: Block[] = [
    {
      type: 'paragraph',
      content: [
        formService
          ? `The forms send your answers to ${formService}, the form service we use, which passes them to us.`
          : 'The forms send your answers from your browser straight to our own server, over an encrypted connection.',
        ' Our server passes them on only to our mailbox, as an email to the people who answer you, and, where we have set one up, to the service we use to keep track of enquiries. Nobody else receives them: no advertisers, no data brokers.',
        ...(formService
          ? []
          : [
              ' It also emails you a short confirmation with your reference, never your answers; so that no address gets more than three of them a day, it keeps a one-way fingerprint (a hash) of your address for 24 hours.',
            ]),
      ],
    },
  ];
  blocks.push(
    providers.length > 0
      ? {
          type: 'list',
          items: providers.map((provider) => [
            { strong: provider.name },
            ` ${provider.purpose}, in ${provider.location}.`,
          ]),
        }
      : {
          type: 'paragraph',
          content: [
            'The companies that do this work for us are our hosting provider, which runs this website and stores what you send, and our email provider, which delivers and keeps our email. They act only on our instructions.',
          ],
        },
  );
  if (!EEA_AND_UK.has(firm.country)) {
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
  const days = input.retentionDays;
  return {
    id: 'retention',
    heading: 'How long we keep it',
    blocks: [
      {
        type: 'paragraph',
        content:
          days === undefined
            ? [
                'We keep what you send until you ask us to erase it. Write to ',
                { email: privacy },
                ' and we delete it from our server and our mailbox.',
              ]
            : [
                `We keep what you send for ${days} ${days === 1 ? 'day' : 'days'} after we receive it. Our server then deletes it automatically, and we delete our email copy. You can ask us to erase it sooner: write to `,
                { email: privacy },
                '.',
              ],
      },
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
          ['complain to the Data Protection Board of India once you have raised the grievance with us.'],
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

function withdrawal(firm: FirmConfig): NoticeSection {
  return {
    id: 'withdraw-consent',
    heading: 'Withdrawing your consent',
    blocks: [
      {
        type: 'paragraph',
        content: [
          'Withdrawing consent is as easy as giving it: send an email to ',
          { email: privacyEmailOf(firm) },
          ' saying that you withdraw it. We then stop using your details and erase what you sent us.',
        ],
      },
    ],
  };
}

function sectionsOf(input: NoticeInput): NoticeSection[] {
  return [
    whoWeAre(input.firm),
    whatWeCollect(input.forms),
    whyWeUseIt(),
    whereItGoes(input),
    howLong(input),
    drafts(),
    cookies(input.firm, input.formEndpoint),
    rights(input.firm),
    withdrawal(input.firm),
  ];
}

/**
 * The version of the notice that `input` produces: `<lastUpdated>.<hash>`, where the hash covers
 * every word of it (firm details, each form's fields, retention, recipients). Store it with each
 * consent to show which notice the visitor was given; the same input always gives the same version.
 */
export function privacyNoticeVersion(input: NoticeInput): string {
  const content = JSON.stringify({ lastUpdated: PRIVACY_NOTICE_UPDATED, sections: sectionsOf(input) });
  return `${PRIVACY_NOTICE_UPDATED}.${sha256Hex(content).slice(0, 12)}`;
}

export function buildPrivacyNotice(input: NoticeInput): PrivacyNotice {
  return {
    title: 'Privacy notice',
    lastUpdated: PRIVACY_NOTICE_UPDATED,
    sections: sectionsOf(input),
    version: privacyNoticeVersion(input),
  };
}
