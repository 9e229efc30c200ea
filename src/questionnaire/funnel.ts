/**
 * The steps of a form's funnel, derived from its definition (no form is named in code): the page
 * viewed, the first answer, each section in display order, the send button pressed, the
 * submission stored. A page view counts at every step it got at least as far as: answering in
 * a section means having passed the sections above it, skipped or not, so along the form the
 * counts never grow and each step's drop-off is measured against the step before it. A section
 * skipped for the answers (its condition unmet) is not a step of that page view. Pure: the
 * browser reports the steps up to the send button, the server checks them and counts the last
 * one itself, from the submissions it stores (a beacon cannot claim one), and the operator's
 * funnel lists them.
 */
import type { Answers, FormDefinition } from './definition.ts';
import { progressOf } from './progress.ts';
import { skippedSections } from './reveals.ts';

export interface FunnelStep {
  /** What the browser sends and the store keeps: `view`, `start`, `section:<id>`, `attempt`, `submit`. */
  readonly key: string;
  readonly label: string;
}

/** How far a page view went beyond answering: the send button pressed. */
export type FunnelStage = 'answering' | 'attempted';

/** The last step: counted by the server when it stores a submission, never reported by a browser. */
export const SUBMITTED_STEP = 'submit';

export function funnelSteps(definition: FormDefinition): FunnelStep[] {
  return [
    { key: 'view', label: 'Page viewed' },
    { key: 'start', label: 'First answer' },
    ...definition.form.sections.map((section) => ({ key: `section:${section.id}`, label: section.title })),
    { key: 'attempt', label: 'Submit attempted' },
    { key: SUBMITTED_STEP, label: 'Submitted' },
  ];
}

/** The steps a browser reports: all but the submission, which the server counts itself. */
export function beaconSteps(definition: FormDefinition): FunnelStep[] {
  return funnelSteps(definition).filter((step) => step.key !== SUBMITTED_STEP);
}

/**
 * The steps a page view has reached with these answers at this stage, in funnel order: every
 * step up to the furthest one (a section counts once one of its questions is answered, a slider
 * left at its preset is not an answer).
 */
export function reachedSteps(definition: FormDefinition, answers: Answers, stage: FunnelStage): string[] {
  const steps = beaconSteps(definition).map((step) => step.key);
  let furthest = 0;
  if (stage === 'attempted') furthest = steps.length - 1;
  else {
    const started = progressOf(definition, answers).sectionsStarted;
    definition.form.sections.forEach((section, index) => {
      // view and start come before the sections
      if (started[section.id]) furthest = Math.max(furthest, index + 2);
    });
  }
  // a section skipped for these answers is not a step this visitor passed
  const skipped = skippedSections(definition, answers);
  return steps
    .slice(0, furthest + 1)
    .filter((key) => !(key.startsWith('section:') && skipped.has(key.slice('section:'.length))));
}
