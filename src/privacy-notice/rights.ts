import { privacyEmailOf, type FirmConfig } from '../content/firm-config.ts';
import { answerPeriodText, type AnswerPeriod } from '../content/privacy/answer-period.ts';
import type { FormDefinition } from '../questionnaire/definition.ts';
import { marketingForms } from './form-fields.ts';
import type { NoticeSection } from './notice-blocks.ts';
import { NOTICE_TEXT } from './notice-text.ts';

/** The visitor's rights under the GDPR and the DPDP Act, where to write to use them and within how long we answer. */
export function rights(firm: FirmConfig, answerPeriod: AnswerPeriod): NoticeSection {
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
          NOTICE_TEXT.answerWithin(answerPeriodText(answerPeriod)),
        ],
      },
    ],
  };
}

/** Withdrawing consent, and (where a form asks for it) only the marketing consent. */
export function withdrawal(firm: FirmConfig, forms: readonly FormDefinition[]): NoticeSection {
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
