/**
 * form.json "reveals": a field shown or enabled by another answer names real fields, depends on a
 * choice field ("equals" for a single choice, "includes" for a multi choice), on real options.
 */
import type { FieldInfo } from './fields.ts';
import { isFieldRef, itemValues, optionValues, schemaType } from './fields.ts';
import { asArray, isObject, pointerOf, quote, quoteList, type JsonObject } from './json.ts';
import type { FormReport } from './problem.ts';
import { suggest } from './suggest.ts';

function notAnOption(value: unknown, when: string, options: readonly unknown[]): string {
  const strings = options.filter((option): option is string => typeof option === 'string');
  const guess = typeof value === 'string' ? suggest(value, strings) : undefined;
  const list = options.length <= 12 ? ` (options: ${quoteList(options)})` : '';
  return `${quote(value)} is not an option of ${quote(when)}${guess ? `; did you mean ${quote(guess)}?` : `: use one of its values${list}`}`;
}

function checkReveal(report: FormReport, reveal: JsonObject, r: number, fields: FieldInfo): void {
  const at = (...rest: (string | number)[]): string => pointerOf('reveals', r, ...rest);
  const fieldOk = isFieldRef(report, at('field'), reveal['field'], fields);
  const when = reveal['when'];
  if (!isFieldRef(report, at('when'), when, fields)) return;
  if (fieldOk && reveal['field'] === when) {
    report.add('form.json', at('when'), 'a field cannot reveal itself: name the choice field it depends on');
  }
  checkChoiceCondition(report, reveal, at, fields);
}

/**
 * The condition of a reveal or a section: "when" names a choice field (checked by the caller),
 * "equals" lists options of a single choice, "includes" one option of a multi choice.
 */
export function checkChoiceCondition(
  report: FormReport,
  reveal: JsonObject,
  at: (...rest: (string | number)[]) => string,
  fields: FieldInfo,
): void {
  const when = reveal['when'];
  if (typeof when !== 'string') return;
  const property = fields.properties[when];
  const isList = schemaType(property) === 'array';
  if (Array.isArray(reveal['equals'])) {
    if (isList) {
      report.add(
        'form.json',
        at('equals'),
        `${quote(when)} is a multi choice: use "includes" with one of its values instead of "equals"`,
      );
      return;
    }
    const options = optionValues(property);
    if (!options) {
      report.add(
        'form.json',
        at('when'),
        `${quote(when)} has no fixed options (no "enum" or "oneOf" in schema.json): reveal on a choice field`,
      );
      return;
    }
    reveal['equals'].forEach((value, v) => {
      if (!options.includes(value)) report.add('form.json', at('equals', v), notAnOption(value, when, options));
    });
  } else if ('includes' in reveal) {
    if (!isList) {
      report.add(
        'form.json',
        at('includes'),
        `${quote(when)} is a single choice: use "equals": [...] instead of "includes"`,
      );
      return;
    }
    const options = itemValues(property);
    if (!options) {
      report.add(
        'form.json',
        at('when'),
        `the items of ${quote(when)} have no fixed options in schema.json: reveal on a choice field`,
      );
    } else if (!options.includes(reveal['includes'])) {
      report.add('form.json', at('includes'), notAnOption(reveal['includes'], when, options));
    }
  }
}

export function checkReveals(report: FormReport, form: JsonObject, fields: FieldInfo): void {
  const revealed = new Map<unknown, number>();
  asArray(form['reveals']).forEach((reveal, r) => {
    if (!isObject(reveal)) return;
    checkReveal(report, reveal, r, fields);
    const first = revealed.get(reveal['field']);
    if (first === undefined) revealed.set(reveal['field'], r);
    else
      report.add(
        'form.json',
        pointerOf('reveals', r, 'field'),
        `${quote(reveal['field'])} already depends on /reveals/${first}: give each field one reveal`,
      );
  });
}
