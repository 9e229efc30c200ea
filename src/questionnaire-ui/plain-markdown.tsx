/**
 * What the site's form engine gets for `markdown-to-jsx/react` (scripts/form-engine-trim-plugin.ts): the text as
 * given. RJSF renders Markdown only in descriptions and help that turn it on (the catalogue check
 * refuses that: a form's words are plain text) and in its messages for shapes the check refuses
 * too, so a Markdown parser, a fifth of the engine's JavaScript, would never run on a form page.
 */
import type { ReactNode } from 'react';

export function Markdown({ children }: { readonly children?: ReactNode }): ReactNode {
  return children;
}
