import type { FormDefinition } from '../definition.ts';
import type { FieldState } from '../reveals.ts';

/** What the templates need beyond RJSF's own props: the form's sections and each field's state. */
export interface EngineContext {
  readonly definition: FormDefinition;
  readonly fieldStates: Readonly<Record<string, FieldState>>;
}
