import type { FirmConfig } from '../content/firm-config.ts';
import type { Block, NoticeSection } from './notice-blocks.ts';
import { externalOrigin } from './notice-input.ts';

/** The forms count how far visits get (src/questionnaire/funnel.ts) when they post to this site's own server. */
const FUNNEL_SENTENCE =
  'The forms tell our server how far a visit gets through them (page opened, first answer, each section reached, send pressed, sent), and it keeps only a count per form, step and day: no identifier, no cookie, no IP address and no browser details, and a browser with Global Privacy Control switched on sends nothing.';

/** No cookies; the statistics script, if the firm set one; the forms' step counts on this site's own server. */
export function cookies(firm: FirmConfig, formEndpoint: string): NoticeSection {
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
