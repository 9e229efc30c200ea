import { EVENTS_RATE_LIMIT_WINDOW_MS, RATE_LIMIT_PRUNE_MS } from '../content/privacy/notice-settings.ts';
import type { NoticeSection } from './notice-blocks.ts';
import { externalOrigin, type NoticeInput } from './notice-input.ts';
import { NOTICE_TEXT } from './notice-text.ts';

/** The network record and, on this site's own server, the rate limits with how long they remember. */
export function abusePrevention(input: NoticeInput): NoticeSection {
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
