/**
 * form.json "pipeline" and "consent": each step names fields of the type it checks; every field
 * schema.json requires is checked by a "required" step (so the visitor gets the form's message);
 * the consent box is a boolean that a step checks; the marketing opt-in is a boolean that nothing
 * requires and that starts unticked.
 */
import type { FieldInfo } from './fields.ts';
import { isFieldRef, schemaType } from './fields.ts';
import { asArray, isObject, pointerOf, quote, type JsonObject } from './json.ts';
import type { FormReport } from './problem.ts';

/** The type of field each single-field check needs. */
const STEP_FIELD_TYPES: Readonly<Record<string, string>> = {
  email: 'string',
  consent: 'boolean',
  minItems: 'array',
  date: 'string',
};

/** Whether a schema.json field is a repeating group: a list whose items are records. */
function isRecords(property: JsonObject | undefined): boolean {
  const items = property?.['items'];
  return schemaType(property) === 'array' && isObject(items) && items['type'] === 'object';
}

/** The fields of sections shown only on a condition: a visitor who skips them leaves them empty. */
function conditionalFields(form: JsonObject): Set<string> {
  const names = asArray(form['sections']).flatMap((section) =>
    isObject(section) && section['when'] !== undefined ? asArray(section['fields']) : [],
  );
  return new Set(names.filter((name): name is string => typeof name === 'string'));
}

export function checkPipeline(report: FormReport, form: JsonObject, fields: FieldInfo): void {
  const requiredByPipeline = new Set<string>();
  const conditional = conditionalFields(form);
  asArray(form['pipeline']).forEach((step, s) => {
    if (!isObject(step)) return;
    const at = (...rest: (string | number)[]): string => pointerOf('pipeline', s, ...rest);
    const check = step['check'];
    if (check === 'required') {
      asArray(step['fields']).forEach((name, f) => {
        if (!isFieldRef(report, at('fields', f), name, fields)) return;
        requiredByPipeline.add(name);
        // a question of a conditional section is required by the step only when its section is shown
        if (
          schemaType(fields.properties[name]) !== 'boolean' &&
          !fields.required.includes(name) &&
          !conditional.has(name)
        ) {
          report.add(
            'form.json',
            at('fields', f),
            `${quote(name)} is checked as required but schema.json does not list it in "required": add it there so the browser marks it too`,
          );
        }
      });
      return;
    }
    const name = step['field'];
    if (!isFieldRef(report, at('field'), name, fields)) return;
    const type = schemaType(fields.properties[name]);
    const want = typeof check === 'string' ? STEP_FIELD_TYPES[check] : undefined;
    if ((check === 'count' || check === 'records') && !isRecords(fields.properties[name])) {
      report.add(
        'form.json',
        at('field'),
        `the ${quote(check)} check reads a repeating group (a list whose "items" is "type": "object"), but ${quote(name)} is not one: name another field`,
      );
    } else if (want && type !== want) {
      report.add(
        'form.json',
        at('field'),
        `the ${quote(check)} check needs a ${want} field, but ${quote(name)} is ${type ? `of type ${quote(type)}` : 'untyped'} in schema.json: name another field`,
      );
    } else if (check === 'date' && fields.properties[name]?.['format'] !== 'date') {
      report.add(
        'form.json',
        at('field'),
        `the "date" check needs a date field, but ${quote(name)} has no "format": "date" in schema.json: add it there (a day, or a month with "ui:widget": "month") or name another field`,
      );
    }
  });
  for (const [name, property] of Object.entries(fields.properties)) {
    const rows = property['required'];
    const names = isObject(property['properties']) ? property['properties'] : {};
    // unknown rows are the shape check's problem; this one needs a sound list
    const sound =
      Array.isArray(rows) && rows.length > 0 && rows.every((row) => typeof row === 'string' && row in names);
    if (schemaType(property) === 'object' && sound && !requiredByPipeline.has(name)) {
      report.add(
        'schema.json',
        pointerOf('properties', name, 'required'),
        `lists rows of ${quote(name)} a visitor must answer, but no "required" step of form.json names ${quote(name)}: add it to that step (and to "required" of schema.json), or remove this list`,
      );
    }
  }
  checkRecordSteps(report, form, fields);
  fields.required.forEach((name, index) => {
    if (conditional.has(name)) {
      report.add(
        'schema.json',
        pointerOf('required', index),
        `${quote(name)} is in a section shown only on a condition, so a visitor who skips it leaves it empty: remove it from "required" here and keep it in the "required" step of form.json, which checks it when the section is shown`,
      );
    } else if (!requiredByPipeline.has(name)) {
      report.add(
        'schema.json',
        pointerOf('required', index),
        `${quote(name)} is required in schema.json but no "required" step of form.json checks it: add it to that step so visitors get the form's message`,
      );
    }
  });
}

/**
 * A repeating group's bounds and its records' required fields are checked by the pipeline's own
 * steps, so the visitor reads the form's message: "minItems" or "maxItems" want a "count" step,
 * the items' "required" a "records" step.
 */
function checkRecordSteps(report: FormReport, form: JsonObject, fields: FieldInfo): void {
  const steps = asArray(form['pipeline']).filter(isObject);
  const has = (check: string, name: string) => steps.some((step) => step['check'] === check && step['field'] === name);
  for (const [name, property] of Object.entries(fields.properties)) {
    if (!isRecords(property)) continue;
    const bounds = ['minItems', 'maxItems'].find((key) => property[key] !== undefined);
    if (bounds !== undefined && !has('count', name)) {
      report.add(
        'schema.json',
        pointerOf('properties', name, bounds),
        `bounds how many records ${quote(name)} holds, but no "count" step of form.json checks it: add { "check": "count", "field": ${quote(name)}, "message": ... } to "pipeline"`,
      );
    }
    const items = property['items'];
    const required = isObject(items) ? asArray(items['required']) : [];
    if (required.length > 0 && !has('records', name)) {
      report.add(
        'schema.json',
        pointerOf('properties', name, 'items', 'required'),
        `lists the fields each record of ${quote(name)} must have, but no "records" step of form.json checks them: add { "check": "records", "field": ${quote(name)}, "message": ... } to "pipeline"`,
      );
    }
  }
}

export function checkConsent(report: FormReport, form: JsonObject, fields: FieldInfo): void {
  const consent = form['consent'];
  if (!isObject(consent)) return;
  const field = consent['field'];
  if (!isFieldRef(report, '/consent/field', field, fields)) return;
  if (schemaType(fields.properties[field]) !== 'boolean') {
    report.add(
      'form.json',
      '/consent/field',
      `${quote(field)} must be a boolean in schema.json ("type": "boolean", "default": false)`,
    );
  }
  const checked = asArray(form['pipeline']).some(
    (step) => isObject(step) && (step['field'] === field || asArray(step['fields']).includes(field)),
  );
  if (!checked) {
    report.add(
      'form.json',
      '/pipeline',
      `no step checks the consent box ${quote(field)}: add { "check": "consent", "field": ${quote(field)}, ... }`,
    );
  }
}

export function checkMarketingOptIn(report: FormReport, form: JsonObject, fields: FieldInfo): void {
  const optIn = form['marketingOptIn'];
  if (!isObject(optIn)) return;
  const field = optIn['field'];
  if (!isFieldRef(report, '/marketingOptIn/field', field, fields)) return;
  const property = fields.properties[field];
  if (schemaType(property) !== 'boolean') {
    report.add(
      'form.json',
      '/marketingOptIn/field',
      `${quote(field)} must be a boolean in schema.json ("type": "boolean", "default": false)`,
    );
  }
  if (isObject(property) && property['default'] === true) {
    report.add(
      'schema.json',
      pointerOf('properties', field, 'default'),
      `${quote(field)} is the marketing opt-in: it must start unticked; set "default": false`,
    );
  }
  const consent = form['consent'];
  if (isObject(consent) && consent['field'] === field) {
    report.add(
      'form.json',
      '/marketingOptIn/field',
      `${quote(field)} is the consent box: name the separate opt-in field`,
    );
  }
  const index = fields.required.indexOf(field);
  if (index !== -1) {
    report.add(
      'schema.json',
      pointerOf('required', index),
      `${quote(field)} is the marketing opt-in: a visitor must be able to answer without it; remove it from "required"`,
    );
  }
  asArray(form['pipeline']).forEach((step, s) => {
    if (isObject(step) && (step['field'] === field || asArray(step['fields']).includes(field))) {
      report.add(
        'form.json',
        pointerOf('pipeline', s),
        `${quote(field)} is the marketing opt-in: no step may require it; remove it from this step`,
      );
    }
  });
}
