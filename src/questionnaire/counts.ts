/**
 * How many sections and questions a form has: the one count that the questionnaire's header, its
 * progress panel, the workbench and the privacy notice all show, so a question added to the
 * catalogue moves every one of them and no sentence has to be edited.
 *
 * What counts, decided here once:
 * - a section is each entry of form.json's "sections", the contact block included (the visitor
 *   fills it in like any other);
 * - a question is a field placed in a section that the visitor answers: each field of the contact
 *   block is one question;
 * - an 'Other' box, or any field that another answer reveals (form.json "reveals"), is part of the
 *   question that reveals it and does not count on its own, so the count never depends on answers;
 * - hidden fields (ui:widget "hidden") record something for the firm and are no question; the
 *   consent box is shown after the last section, in none, and is no question either.
 *
 * - a section shown only for some answers (form.json "when") counts while it is shown: the header,
 *   the workbench and the notice count every section, a visitor's progress leaves out the sections
 *   their answers skip.
 *
 * A new shape of question says what it counts as in `questionWeight`, the one per-field rule: a
 * matrix is one question (its rows are answered together), and so is a repeating group (its
 * records are one list). Pure: no React, no Node.
 */
import { isHiddenField, type FormDefinition } from './definition.ts';

export interface FormCounts {
  readonly sections: number;
  readonly questions: number;
}

/** How many questions one field of a section counts as: 1, or 0 for what is part of another question or none. */
export function questionWeight(definition: FormDefinition, field: string): number {
  if (isHiddenField(definition, field)) return 0;
  if (definition.form.reveals.some((reveal) => reveal.field === field)) return 0;
  return 1;
}

/** Whether a field of a section is counted as a question of its own. */
export function isCountedQuestion(definition: FormDefinition, field: string): boolean {
  return questionWeight(definition, field) > 0;
}

/** The sections and questions of a form, less the sections a visitor's answers skip. */
export function formCounts(definition: FormDefinition, skipped: ReadonlySet<string> = new Set()): FormCounts {
  const sections = definition.form.sections.filter((section) => !skipped.has(section.id));
  const questions = sections
    .flatMap((section) => section.fields)
    .reduce((sum, field) => sum + questionWeight(definition, field), 0);
  return { sections: sections.length, questions };
}

/** "1 section", "6 sections": the counts as the screens word them. */
export function countText(count: number, noun: 'section' | 'question'): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
