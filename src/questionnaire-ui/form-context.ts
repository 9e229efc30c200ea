import type { FormDefinition } from '../questionnaire/definition.ts';
import type { FieldState } from '../questionnaire/reveals.ts';

/** What the templates need beyond RJSF's own props: the form's sections and each field's state. */
export interface EngineContext {
  readonly definition: FormDefinition;
  readonly fieldStates: Readonly<Record<string, FieldState>>;
  /** The page as the server drew it, before the scripts run: reveals are left to CSS (reveal-css.ts). */
  readonly beforeScripts?: boolean;
}
