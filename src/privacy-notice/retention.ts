import { privacyEmailOf } from '../content/firm-config.ts';
import { DRAFT_MAX_AGE_MS } from '../questionnaire/drafts.ts';
import { marketingForms } from './form-fields.ts';
import type { NoticeSection } from './notice-blocks.ts';
import type { NoticeInput } from './notice-input.ts';
import { NOTICE_TEXT } from './notice-text.ts';

/** How long submissions and backups are kept. */
export function howLong(input: NoticeInput): NoticeSection {
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

/** The drafts a questionnaire keeps in the browser, and how to clear them. */
export function drafts(): NoticeSection {
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
