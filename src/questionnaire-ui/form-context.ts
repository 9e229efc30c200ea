import { createContext } from 'react';
import type { FormDefinition } from '../questionnaire/definition.ts';
import type { FieldState } from '../questionnaire/reveals.ts';

/**
 * What the templates and widgets need beyond RJSF's own props, passed as RJSF's form context: the
 * form itself, the same for the page's whole life.
 */
export interface EngineContext {
  readonly definition: FormDefinition;
}

/**
 * What changes with the answers and when the scripts take over, passed beside RJSF rather than
 * through its form context: a change there re-renders the templates that read it (sections,
 * repeating groups), where a change of the form context makes RJSF draw every field again.
 */
export interface EngineState {
  readonly fieldStates: Readonly<Record<string, FieldState>>;
  /** The page as the server drew it, before the scripts run: reveals are left to CSS (reveal-css.ts). */
  readonly beforeScripts: boolean;
}

export const EngineStateContext = createContext<EngineState>({ fieldStates: {}, beforeScripts: false });
