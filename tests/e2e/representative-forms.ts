/**
 * The forms a browser test of the engine runs on. Every catalogue form is drawn by the same engine,
 * so a behaviour of the engine (a widget operated, a message shown, a reveal opening) needs a browser
 * once per way it can look, not once per form: these are the fewest forms that together use every
 * widget their sample answers fill, every success display, a toast and none, a consent box and none,
 * every kind of check and every kind of reveal. What each form holds of its own (its messages, its
 * checks, its reveals) is checked over the whole catalogue in Vitest (tests/unit/every-form.test.tsx).
 * A form that brings a new way is picked up here by itself.
 */
import type { FormDefinition } from '../../src/questionnaire/definition.ts';
import { fullAnswers } from '../support/sample-answers.ts';
import { widgetOf } from './form-driver.ts';

/** The ways one form shows the engine's behaviour in a browser. */
export function browserFeatures(definition: FormDefinition): Set<string> {
  const { form } = definition;
  return new Set([
    ...Object.keys(fullAnswers(definition)).map((field) => `widget ${widgetOf(definition, field)}`),
    `success ${form.success.display}`,
    `toast ${form.success.toast ? 'yes' : 'no'}`,
    `consent ${form.consent ? 'yes' : 'no'}`,
    ...form.pipeline.map((step) => `check ${step.check}`),
    ...form.reveals.map((reveal) => `reveal ${reveal.mode}`),
  ]);
}

/**
 * Picks, in turn, the form that adds the most features not yet covered (the first in catalogue order
 * on a tie) until every feature of the catalogue is covered: the same catalogue gives the same forms.
 */
export function representativeForms(catalogue: readonly FormDefinition[]): FormDefinition[] {
  const features = new Map(catalogue.map((definition) => [definition, browserFeatures(definition)]));
  const covered = new Set<string>();
  const chosen: FormDefinition[] = [];
  for (;;) {
    let best: FormDefinition | undefined;
    let bestGain = 0;
    for (const [definition, own] of features) {
      const gain = [...own].filter((feature) => !covered.has(feature)).length;
      if (gain > bestGain) [best, bestGain] = [definition, gain];
    }
    if (!best) return chosen;
    chosen.push(best);
    for (const feature of features.get(best) ?? []) covered.add(feature);
    features.delete(best);
  }
}
