/**
 * Types of a catalogue entry: schemas/<id>/schema.json (the answers), ui.json (RJSF uiSchema)
 * and form.json (everything else, described by schemas/form.meta.schema.json). Shared by the
 * browser engine, the server and the scripts, so this file imports nothing at run time.
 */

export interface OptionSchema {
  readonly const: string | number;
  readonly title?: string;
}

export interface FieldSchema {
  readonly type?: string | readonly string[];
  readonly title?: string;
  readonly description?: string;
  readonly enum?: readonly (string | number)[];
  readonly oneOf?: readonly OptionSchema[];
  readonly items?: FieldSchema;
  readonly default?: unknown;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly multipleOf?: number;
  readonly format?: string;
  readonly uniqueItems?: boolean;
  readonly minItems?: number;
  readonly maxItems?: number;
  /** The rows of a matrix (ui:field "matrix"), each with the same scale. */
  readonly properties?: Readonly<Record<string, FieldSchema>>;
  /** The rows of a matrix a "required" step wants answered. */
  readonly required?: readonly string[];
}

export interface FormSchema {
  readonly type: 'object';
  readonly title?: string;
  readonly properties: Readonly<Record<string, FieldSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean;
}

export type UiSchema = Readonly<Record<string, unknown>>;

export interface Section {
  readonly id: string;
  readonly title: string;
  readonly fields: readonly string[];
  /** A section shown only when an earlier answer matches: the field it depends on. */
  readonly when?: string;
  /** The single-choice answers that show the section. */
  readonly equals?: readonly (string | number | boolean)[];
  /** The multi-choice option that, ticked, shows the section. */
  readonly includes?: string | number;
}

export interface Reveal {
  readonly field: string;
  readonly when: string;
  readonly equals?: readonly (string | number | boolean)[];
  readonly includes?: string | number;
  /** "show": hidden until revealed; "enable": always visible, disabled until revealed. */
  readonly mode: 'show' | 'enable';
}

export type PipelineStep =
  | { readonly check: 'required'; readonly fields: readonly string[]; readonly message: string }
  | { readonly check: 'email'; readonly field: string; readonly message: string }
  | { readonly check: 'consent'; readonly field: string; readonly message: string }
  | { readonly check: 'minItems'; readonly field: string; readonly min: number; readonly message: string }
  /** A repeating group holds as many records as its "minItems" and "maxItems" allow. */
  | { readonly check: 'count'; readonly field: string; readonly message: string }
  /** Each record of a repeating group has the fields its items' "required" lists. */
  | { readonly check: 'records'; readonly field: string; readonly message: string }
  | {
      readonly check: 'date';
      readonly field: string;
      /** The day (or month) is today or later. */
      readonly notPast?: boolean;
      /** The day (or month) is at most this many years after today. */
      readonly withinYears?: number;
      readonly message: string;
    };

/** An answer's readiness value: an explicit value per option (0-100), or a linear scale over an integer field. */
export type ScoreInput =
  | { readonly field: string; readonly row?: string; readonly values: Readonly<Record<string, number>> }
  /** "ascending": the field's minimum scores 0 and its maximum 100; "descending": the reverse. */
  | { readonly field: string; readonly row?: string; readonly scale: 'ascending' | 'descending' };

/** One condition of a flag; a flag is raised when all of its conditions hold. */
export type ScoringCondition =
  /** The single-choice or number answer is one of these values. */
  | { readonly field: string; readonly row?: string; readonly in: readonly (string | number)[] }
  /** The multi-choice answer has at least one of these values ticked. */
  | { readonly field: string; readonly row?: string; readonly includes: readonly (string | number)[] }
  /** The answer is empty. */
  | { readonly field: string; readonly row?: string; readonly blank: true }
  /** The area's score (0-100) is below this figure. */
  | { readonly area: string; readonly below: number };

export interface ScoringArea {
  readonly id: string;
  readonly title: string;
  /** Share of the overall readiness, relative to the other areas' weights. */
  readonly weight: number;
  readonly inputs: readonly ScoreInput[];
}

export interface ScoringFlag {
  readonly id: string;
  readonly when: readonly ScoringCondition[];
  /** The sentence the consultant reads when the flag is raised. */
  readonly message: string;
}

export interface ScoringPriority {
  readonly urgency: readonly ScoreInput[];
  readonly budget: readonly ScoreInput[];
  readonly fit: readonly ScoreInput[];
  /** Priority score (mean of the three factors, 0-100) from which a lead is high. */
  readonly high: number;
  /** Priority score from which a lead is medium; below it, low. */
  readonly medium: number;
}

/** The readiness snapshot's rules: areas, flags and lead priority (questionnaires only). */
export interface Scoring {
  readonly areas: readonly ScoringArea[];
  readonly flags: readonly ScoringFlag[];
  readonly priority: ScoringPriority;
}

export interface FormMeta {
  readonly id: string;
  readonly route: string;
  readonly kind: 'questionnaire' | 'contact';
  /** The service page leading to this form: the one link between a form and its service. */
  readonly serviceSlug?: string;
  readonly title: string;
  readonly metaDescription: string;
  readonly intro: string;
  /** How long the questionnaire takes; its section and question counts come from counts.ts. */
  readonly estimate?: { readonly time: string };
  /** Whether the progress panel is shown beside the form (default true). */
  readonly progressPanel?: boolean;
  readonly sections: readonly Section[];
  readonly reveals: readonly Reveal[];
  readonly consent?: { readonly field: string; readonly sent: boolean };
  /** The marketing opt-in field (boolean, unticked by default, never required); its consent is stored apart. */
  readonly marketingOptIn?: { readonly field: string };
  readonly submit: {
    readonly label: string;
    readonly busyLabel: string;
    readonly busyNote?: string;
    readonly doneLabel?: string;
    /** Every field disabled while sending (default false). */
    readonly disableFieldsWhileSending?: boolean;
    /** The button stays disabled after success until the message clears (default false). */
    readonly disableAfterSuccess?: boolean;
  };
  readonly pipeline: readonly PipelineStep[];
  readonly success: {
    readonly display: 'card' | 'banner' | 'panel';
    readonly title?: string;
    readonly message: string;
    readonly button?: { readonly label: string; readonly to: string };
    readonly toast?: string;
    readonly scrollToTopMs?: number;
    readonly autoClearMs?: number;
  };
  readonly failure: {
    readonly title?: string;
    readonly message: string;
    readonly fallbackMessage?: string;
    readonly autoClearMs?: number;
  };
  readonly payload: {
    readonly formType: string | null;
    readonly name: string;
    readonly email: string;
    readonly company: string | null;
    readonly message?: string;
    readonly subject: { readonly emoji: string; readonly text: string; readonly nameFrom: readonly string[] };
    readonly extra: Readonly<Record<string, string>>;
    readonly copy?: Readonly<Record<string, string>>;
  };
  readonly report: {
    readonly title: string;
    readonly empty: string;
    readonly emptyByField: Readonly<Record<string, string>>;
    /** Report labels that differ from the question's title. */
    readonly labels?: Readonly<Record<string, string>>;
  };
  /**
   * What the desk lists a lead under where the payload's keys do not say it (payload.name carrying
   * the company, say): the questions naming the organisation and the person; null for none.
   */
  readonly listing?: { readonly organisation?: string | null; readonly person?: string | null };
  /** The readiness snapshot computed for the firm (src/questionnaire/scoring.ts). */
  readonly scoring?: Scoring;
  /** The confirmation email the visitor receives after submitting. */
  readonly confirmation?: {
    /** Whether it is sent (default true). */
    readonly send?: boolean;
    /** What happens next and by when; default: the success message. */
    readonly nextSteps?: string;
  };
}

export interface FormDefinition {
  readonly id: string;
  readonly schema: FormSchema;
  readonly ui: UiSchema;
  readonly form: FormMeta;
  /**
   * The name of this content as a form version (versions.ts), where it is known: the page carries
   * it in its build and sends it with the answers; a lead read back is read with its own version.
   */
  readonly version?: string;
}

/** One visitor's answers, keyed by schema property. */
export type Answers = Readonly<Record<string, unknown>>;

export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'number') return Number.isNaN(value);
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/**
 * Whether a value is the one the form starts with (the schema's default: a slider at 3, a count at
 * 0, an unticked box): the form holds it, but the visitor has not given it.
 */
export function isPreset(definition: FormDefinition, field: string, value: unknown): boolean {
  const preset = definition.schema.properties[field]?.default;
  if (preset === undefined) return false;
  return typeof preset === 'object' ? JSON.stringify(preset) === JSON.stringify(value) : preset === value;
}

/** The visible label of an option value (its oneOf title), or the value itself. */
export function optionLabel(field: FieldSchema | undefined, value: unknown): string {
  const option = field?.oneOf?.find((candidate) => candidate.const === value);
  return option?.title ?? String(value);
}

/** Whether a field is rendered with a visible input (no-input record fields are "hidden"). */
export function isHiddenField(definition: FormDefinition, field: string): boolean {
  const ui = definition.ui[field] as { 'ui:widget'?: string } | undefined;
  return ui?.['ui:widget'] === 'hidden';
}
