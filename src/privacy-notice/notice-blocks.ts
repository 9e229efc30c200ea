/**
 * The shape of the privacy notice, which notice.ts builds in Node and the page renders: sections
 * of paragraphs, lists and what each form collects. Types only: the browser build reads it too.
 */

import type { FormCounts } from '../questionnaire/counts.ts';

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
      /** The labels among `fields` that the form will not send without. */
      readonly required: readonly string[];
      /** The form's size as every screen states it (counts.ts): 'Other' boxes belong to their question. */
      readonly counts: FormCounts;
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
