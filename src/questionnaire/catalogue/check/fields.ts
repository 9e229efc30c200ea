/** What the checks of ui.json and form.json need to know about schema.json's fields. */
import { isObject, quote, type JsonObject } from './json.ts';
import type { FormReport } from './problem.ts';
import { suggest } from './suggest.ts';

export interface FieldInfo {
  readonly names: readonly string[];
  readonly properties: Readonly<Record<string, JsonObject>>;
  readonly required: readonly string[];
}

export function schemaType(property: JsonObject | undefined): string | undefined {
  const type = property?.['type'];
  return typeof type === 'string' ? type : undefined;
}

/** The fixed options of a choice field (enum, or the consts of oneOf/anyOf), if it has any. */
export function optionValues(property: JsonObject | undefined): unknown[] | undefined {
  if (!property) return undefined;
  if (Array.isArray(property['enum'])) return property['enum'];
  const variants = property['oneOf'] ?? property['anyOf'];
  if (Array.isArray(variants)) {
    const values = variants.filter(isObject).flatMap((variant) => ('const' in variant ? [variant['const']] : []));
    if (values.length > 0) return values;
  }
  if (property['type'] === 'boolean') return [true, false];
  return undefined;
}

/** The options of a multi-choice field's items. */
export function itemValues(property: JsonObject | undefined): unknown[] | undefined {
  const items = property?.['items'];
  return isObject(items) ? optionValues(items) : undefined;
}

export function notAField(
  name: unknown,
  fields: readonly string[],
  fix = 'use the name of one of its properties',
): string {
  if (typeof name !== 'string')
    return `${quote(name)} is not a field name: write the name of a property of schema.json`;
  const guess = suggest(name, fields);
  return guess
    ? `${quote(name)} is not a field of schema.json; did you mean ${quote(guess)}?`
    : `${quote(name)} is not a field of schema.json: ${fix}`;
}

/** Whether form.json names a real field at this pointer; reports it when not. */
export function isFieldRef(report: FormReport, pointer: string, name: unknown, fields: FieldInfo): name is string {
  if (typeof name === 'string' && name in fields.properties) return true;
  report.add('form.json', pointer, notAField(name, fields.names));
  return false;
}
