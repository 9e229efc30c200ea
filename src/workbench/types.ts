/**
 * What the workbench's dev server tells the page about the catalogue (JSON over HTTP): every form
 * folder with its check result, and for each the form the preview renders. Imports nothing at run
 * time, so both sides share it.
 */
import type { FormDefinition } from '../questionnaire/definition.ts';
import type { VersionChange } from '../questionnaire/version-changes.ts';

/** A catalogue-check problem as the page shows it: file relative to the catalogue's parent folder. */
export interface ShownProblem {
  /** e.g. 'schemas/iso27001/form.json' */
  readonly file: string;
  /** JSON pointer inside the file ('/' for the whole file). */
  readonly pointer: string;
  /** What is wrong and how to fix it. */
  readonly message: string;
}

/** A version of a form that passed the check: what the preview renders. */
export interface PreviewForm {
  readonly definition: FormDefinition;
  /** Changes whenever anything in the definition changes. */
  readonly revision: string;
  /** The dev server's precompiled validator module for this schema (an ES module URL). */
  readonly validatorUrl: string;
  /** False while the files on disk are broken: this is then the last version that passed. */
  readonly current: boolean;
  /** When this version was read (ISO time). */
  readonly readAt: string;
}

export interface WorkbenchForm {
  /** The folder name (the form's id when the files are right). */
  readonly id: string;
  /** From the files as they are now; null where they cannot be read. */
  readonly route: string | null;
  readonly title: string | null;
  readonly sections: number | null;
  /** The engine's count (src/questionnaire/counts.ts), as the site shows it. */
  readonly questions: number | null;
  readonly problems: readonly ShownProblem[];
  /** Null until the form has passed the check once since the workbench started. */
  readonly preview: PreviewForm | null;
}

export interface WorkbenchState {
  /** Goes up by one each time the catalogue is read again. */
  readonly revision: number;
  /** The catalogue folder as problems name it, e.g. 'schemas'. */
  readonly catalogue: string;
  readonly readAt: string;
  readonly forms: readonly WorkbenchForm[];
  /** Problems not about one form (the meta-schema, the folder itself). */
  readonly problems: readonly ShownProblem[];
  /**
   * The intake server the form's send button posts to (`--send-to`), through the workbench's own
   * origin; absent when nothing is sent, the workbench's default.
   */
  readonly sendsTo?: string;
}

/** What the form on disk is compared with. */
export type ChangeBaseline =
  /** The newest version of the form in the database: the one the server last served. */
  | { readonly kind: 'served'; readonly version: string; readonly firstServedAt: string }
  /** No database, or the server has not served this form: the catalogue as committed in git (HEAD). */
  | { readonly kind: 'committed' }
  /** Neither: nothing to compare with. */
  | { readonly kind: 'none' };

/** What the form as last checked changes since its baseline, and the stored leads each item concerns. */
export interface FormChanges {
  readonly formId: string;
  /** The preview's revision these changes are of. */
  readonly revision: string;
  readonly baseline: ChangeBaseline;
  /** Where the leads were counted, e.g. 'SQLite data/submissions.sqlite'; null without a database. */
  readonly leadsFrom: string | null;
  readonly changes: readonly (VersionChange & { readonly leads?: number })[];
}

/** Where the page fetches a form's changes: `?form=<id>`. */
export const CHANGES_PATH = '/__workbench/changes.json';

/** The dev server's custom HMR event after the catalogue was read again. */
export const CATALOGUE_EVENT = 'workbench:catalogue';
/** Where the page fetches the state. */
export const STATE_PATH = '/__workbench/catalogue.json';
/** URL prefix of the precompiled validator modules. */
export const VALIDATOR_PREFIX = '/@workbench/validators/';
