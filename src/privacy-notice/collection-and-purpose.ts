import type { FormDefinition } from '../questionnaire/definition.ts';
import { formBlocks, marketingForms } from './form-fields.ts';
import type { NoticeSection } from './notice-blocks.ts';
import { joined, NOTICE_TEXT } from './notice-text.ts';

/** What the forms collect, form by form. */
export function whatWeCollect(forms: readonly FormDefinition[]): NoticeSection {
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

/** Why: the purposes and their legal basis under the GDPR and the DPDP Act. */
export function whyWeUseIt(forms: readonly FormDefinition[]): NoticeSection {
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
