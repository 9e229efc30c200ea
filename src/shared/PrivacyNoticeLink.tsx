import { Anchor } from '@mantine/core';
import { sitePath } from '../routing/site-paths.ts';

/**
 * "How we use your details": the privacy notice, opened in a new tab so that nothing the visitor
 * has typed (or ticked) in the form is lost. Placed beside every consent box and the contact
 * form's send button.
 */
export function PrivacyNoticeLink() {
  return (
    <Anchor
      href={sitePath('privacy')}
      target="_blank"
      rel="noopener"
      size="sm"
      c="teal.9"
      underline="always"
      data-testid="privacy-notice-link"
      // A 24 px tall target even where it stands alone beside a button.
      display="inline-flex"
      mih={24}
      style={{ alignItems: 'center' }}
    >
      How we use your details
      <span className="visually-hidden"> (privacy notice, opens in a new tab)</span>
    </Anchor>
  );
}
