/**
 * ui.json: entries only for real fields, widgets RJSF knows and that fit the field's type, and a
 * ui:order listing every field once. Returns the fields hidden from visitors (no input).
 */
import type { FieldInfo } from './fields.ts';
import { notAField, optionValues, schemaType } from './fields.ts';
import { isObject, pointerOf, quote, typeName, type JsonObject } from './json.ts';
import type { FormReport } from './problem.ts';
import { unsupportedShapes } from './shapes.ts';
import { suggest } from './suggest.ts';

/** Widget names RJSF knows (ui:widget), and the engine's own: month (a month and a year). */
const WIDGETS = `
  text textarea email password uri color file hidden radio select checkboxes checkbox range updown
  date datetime time alt-date alt-datetime month
`
  .trim()
  .split(/\s+/);

/** Widgets and the schema types they can edit. */
const WIDGET_TYPES: Readonly<Record<string, readonly string[]>> = {
  text: ['string', 'number', 'integer'],
  textarea: ['string'],
  email: ['string'],
  date: ['string'],
  month: ['string'],
  checkboxes: ['array'],
  checkbox: ['boolean'],
  range: ['integer', 'number'],
  updown: ['integer', 'number'],
};

function checkWidget(report: FormReport, key: string, widget: unknown, fields: FieldInfo): boolean {
  if (typeof widget !== 'string' || !WIDGETS.includes(widget)) {
    const guess = typeof widget === 'string' ? suggest(widget, WIDGETS) : undefined;
    report.add(
      'ui.json',
      pointerOf(key, 'ui:widget'),
      `${quote(widget)} is not a widget RJSF knows: ${guess ? `did you mean ${quote(guess)}? ` : ''}use one of ${WIDGETS.join(', ')}`,
    );
    return false;
  }
  const property = fields.properties[key];
  const type = schemaType(property);
  const types = WIDGET_TYPES[widget];
  if (types && type && !types.includes(type)) {
    report.add(
      'ui.json',
      pointerOf(key, 'ui:widget'),
      `${quote(widget)} cannot edit a field of type ${quote(type)}: use a widget for ${type} fields or change the type in schema.json`,
    );
  }
  if ((widget === 'date' || widget === 'month') && type === 'string' && property?.['format'] !== 'date') {
    report.add(
      'ui.json',
      pointerOf(key, 'ui:widget'),
      `${quote(widget)} needs a date field: add "format": "date" to ${quote(key)} in schema.json (a month is stored as its first day, "2027-03-01")`,
    );
  }
  if ((widget === 'radio' || widget === 'select') && !optionValues(property)) {
    report.add(
      'ui.json',
      pointerOf(key, 'ui:widget'),
      `${quote(widget)} needs options, but ${quote(key)} has no "enum" or "oneOf" in schema.json: add the options or use "text"`,
    );
  }
  return true;
}

const FITS_TYPE: Readonly<Record<string, (value: unknown) => boolean>> = {
  string: (value) => typeof value === 'string',
  integer: (value) => Number.isInteger(value),
  number: (value) => typeof value === 'number',
  boolean: (value) => typeof value === 'boolean',
  array: (value) => Array.isArray(value),
};

/** ui:emptyValue is the answer recorded when the visitor empties the field: it must fit the field. */
function checkEmptyValue(report: FormReport, key: string, value: unknown, fields: FieldInfo): void {
  const type = schemaType(fields.properties[key]);
  const fits = type === undefined ? undefined : FITS_TYPE[type];
  if (value === undefined || !fits || fits(value)) return;
  report.add(
    'ui.json',
    pointerOf(key, 'ui:emptyValue'),
    `${quote(value)} is not ${type === 'integer' ? 'a whole number' : `of type ${quote(type)}`}: ui:emptyValue is the answer recorded when the field is left empty, so give a value the field accepts or remove it`,
  );
}

/** "ui:field" names the engine's own field: a matrix, for an object of rows on one scale. */
function checkField(report: FormReport, key: string, field: unknown, fields: FieldInfo): void {
  if (field === undefined) return;
  if (field !== 'matrix') {
    report.add(
      'ui.json',
      pointerOf(key, 'ui:field'),
      `${quote(field)} is not a field of the engine: use "matrix" (several rows on one scale) or remove it`,
    );
  } else if (schemaType(fields.properties[key]) !== 'object') {
    report.add(
      'ui.json',
      pointerOf(key, 'ui:field'),
      `a matrix is an object of rows: give ${quote(key)} "type": "object" with its rows under "properties" in schema.json`,
    );
  }
}

/** The words of a repeating group's buttons and headings, "{n}" the record's position. */
const RECORD_WORDS: Readonly<Record<string, string>> = {
  record: 'the heading of each record, with {n} for its position, such as "Site {n}"',
  add: 'the add button, such as "Add a site"',
  remove: 'the remove button of one record, with {n} for its position, such as "Remove site {n}"',
};

/** A repeating group (a list of records) names its records and its add and remove buttons. */
function checkRecordWords(report: FormReport, key: string, entry: JsonObject, fields: FieldInfo): void {
  const property = fields.properties[key];
  const items = isObject(property) ? property['items'] : undefined;
  if (schemaType(property) !== 'array' || !isObject(items) || items['type'] !== 'object') return;
  // a group the shape check refuses has that one problem, not these too
  if (unsupportedShapes({ properties: { [key]: property } }, {}).length > 0) return;
  const options = isObject(entry['ui:options']) ? entry['ui:options'] : {};
  const missing = Object.entries(RECORD_WORDS).filter(([word]) => {
    const value = options[word];
    return typeof value !== 'string' || value.trim() === '' || (word !== 'add' && !value.includes('{n}'));
  });
  const [first] = missing;
  if (!first) return;
  report.add(
    'ui.json',
    pointerOf(key, 'ui:options', first[0]),
    `${quote(key)} is a repeating group: give "ui:options" ${missing.map(([word, what]) => `${quote(word)} (${what})`).join(', ')}, so that screen readers hear which record a button acts on`,
  );
}

/** RJSF's settings that render a description or help text as Markdown. */
const MARKDOWN_SETTINGS = ['enableMarkdownInDescription', 'enableMarkdownInHelp'];

/**
 * A form's words are plain text: the pages ship no Markdown renderer (plain-markdown.tsx), so a
 * setting that asks for one, wherever it stands in ui.json, is refused.
 */
function checkNoMarkdown(report: FormReport, value: unknown, at: string[] = []): void {
  if (!isObject(value)) return;
  for (const [key, inner] of Object.entries(value)) {
    if (MARKDOWN_SETTINGS.includes(key.replace(/^ui:/, ''))) {
      report.add(
        'ui.json',
        pointerOf(...at, key),
        'descriptions and help are plain text on this site (no Markdown is rendered): remove this setting and write the text without Markdown',
      );
    } else {
      checkNoMarkdown(report, inner, [...at, key]);
    }
  }
}

function checkOrder(report: FormReport, order: unknown, fields: FieldInfo): void {
  if (!Array.isArray(order)) {
    report.add(
      'ui.json',
      '/ui:order',
      'is missing: list every field of schema.json in display order (hidden fields last)',
    );
    return;
  }
  const listed = new Map<string, number>();
  order.forEach((name, index) => {
    if (typeof name !== 'string' || !(name in fields.properties)) {
      report.add('ui.json', pointerOf('ui:order', index), notAField(name, fields.names));
    } else if (listed.has(name)) {
      report.add(
        'ui.json',
        pointerOf('ui:order', index),
        `${quote(name)} is already listed at /ui:order/${listed.get(name)}: list each field once`,
      );
    } else {
      listed.set(name, index);
    }
  });
  for (const name of fields.names) {
    if (!listed.has(name)) {
      report.add(
        'ui.json',
        '/ui:order',
        `${quote(name)} is missing: add it where it is displayed (hidden fields last)`,
      );
    }
  }
}

export function checkUi(report: FormReport, ui: unknown, fields: FieldInfo): Set<string> {
  const hidden = new Set<string>();
  if (!isObject(ui)) {
    report.add('ui.json', '/', `must be a JSON object (an RJSF uiSchema), found ${typeName(ui)}`);
    return hidden;
  }
  for (const [key, entry] of Object.entries(ui)) {
    if (key.startsWith('ui:')) continue;
    if (!(key in fields.properties)) {
      report.add(
        'ui.json',
        pointerOf(key),
        notAField(key, fields.names, 'remove this entry or add the field to schema.json'),
      );
      continue;
    }
    if (!isObject(entry)) {
      report.add('ui.json', pointerOf(key), 'must be an object of ui:* settings');
      continue;
    }
    checkEmptyValue(report, key, entry['ui:emptyValue'], fields);
    checkField(report, key, entry['ui:field'], fields);
    checkRecordWords(report, key, entry, fields);
    const widget = entry['ui:widget'];
    if (widget === undefined) continue;
    if (checkWidget(report, key, widget, fields) && widget === 'hidden') hidden.add(key);
  }
  // The whole form is drawn by the engine's own sections: a field named here would replace them.
  if (ui['ui:field'] !== undefined) {
    report.add(
      'ui.json',
      '/ui:field',
      'the form itself is drawn by the engine: remove "ui:field" here (a question\'s own "ui:field" may be "matrix")',
    );
  }
  checkOrder(report, ui['ui:order'], fields);
  checkNoMarkdown(report, ui);
  return hidden;
}
