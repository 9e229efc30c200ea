/**
 * form.json "sections": unique ids, every visible field in exactly one section (hidden fields and
 * the consent box in none), in the same order as ui.json's ui:order; a section's condition depends
 * on a choice field of an earlier section.
 */
import type { FieldInfo } from './fields.ts';
import { isFieldRef } from './fields.ts';
import { asArray, asString, isObject, pointerOf, quote, type JsonObject } from './json.ts';
import type { FormReport } from './problem.ts';
import { checkChoiceCondition } from './reveals.ts';

export interface SectionsContext {
  readonly fields: FieldInfo;
  readonly hidden: ReadonlySet<string>;
  readonly consentField: string | undefined;
  readonly ui: unknown;
}

export function checkSections(report: FormReport, form: JsonObject, context: SectionsContext): void {
  const { fields, hidden, consentField } = context;
  const placed = new Map<string, string>();
  const sectionOrder: string[] = [];
  const ids = new Set<string>();
  asArray(form['sections']).forEach((section, s) => {
    if (!isObject(section)) return;
    const id = asString(section['id']);
    if (id !== undefined) {
      if (ids.has(id)) {
        report.add(
          'form.json',
          pointerOf('sections', s, 'id'),
          `section id ${quote(id)} is used twice: give each section its own id`,
        );
      }
      ids.add(id);
    }
    asArray(section['fields']).forEach((name, f) => {
      const pointer = pointerOf('sections', s, 'fields', f);
      if (!isFieldRef(report, pointer, name, fields)) return;
      if (hidden.has(name)) {
        report.add(
          'form.json',
          pointer,
          `${quote(name)} is hidden (ui:widget "hidden" in ui.json) and belongs in no section: remove it here`,
        );
      } else if (name === consentField) {
        report.add(
          'form.json',
          pointer,
          `${quote(name)} is the consent box, which is shown after the last section: remove it here`,
        );
      } else if (placed.has(name)) {
        report.add(
          'form.json',
          pointer,
          `${quote(name)} is already in ${placed.get(name)}: list each field in one section only`,
        );
      } else {
        placed.set(name, `section ${quote(id ?? String(s))} (${pointer})`);
        sectionOrder.push(name);
      }
    });
  });
  for (const name of fields.names) {
    if (!hidden.has(name) && name !== consentField && !placed.has(name)) {
      report.add(
        'form.json',
        '/sections',
        `${quote(name)} is in no section: add it to the section where it is shown, or hide it with "ui:widget": "hidden" in ui.json`,
      );
    }
  }
  checkSectionConditions(report, form, fields);
  const order = isObject(context.ui) ? asArray(context.ui['ui:order']) : [];
  const uiSequence = order.filter((name): name is string => typeof name === 'string' && placed.has(name));
  const mismatch = sectionOrder.findIndex((name, i) => uiSequence[i] !== name);
  if (uiSequence.length === sectionOrder.length && mismatch >= 0) {
    report.add(
      'form.json',
      '/sections',
      `field ${mismatch + 1} of the sections is ${quote(sectionOrder[mismatch])} but ui.json ui:order has ${quote(uiSequence[mismatch])} there: put the fields in the same order in both files`,
    );
  }
}

/**
 * A section's condition ("when" with "equals" or "includes", as a reveal's) depends on a choice
 * field of an earlier section, so the visitor has answered it before meeting the section.
 */
function checkSectionConditions(report: FormReport, form: JsonObject, fields: FieldInfo): void {
  const earlier = new Set<string>();
  asArray(form['sections']).forEach((section, s) => {
    if (!isObject(section)) return;
    const when = section['when'];
    const at = (...rest: (string | number)[]): string => pointerOf('sections', s, ...rest);
    if (when !== undefined && isFieldRef(report, at('when'), when, fields)) {
      if (!earlier.has(when)) {
        report.add(
          'form.json',
          at('when'),
          `${quote(when)} is not in an earlier section: a section can depend only on a question the visitor meets before it`,
        );
      } else {
        checkChoiceCondition(report, section, at, fields);
      }
    }
    for (const name of asArray(section['fields'])) if (typeof name === 'string') earlier.add(name);
  });
}
