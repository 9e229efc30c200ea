/**
 * Checks the questionnaire catalogue: one folder per form under schemas/, each holding
 * schema.json (the answers, JSON Schema draft-07), ui.json (RJSF uiSchema) and form.json
 * (sections, reveals, pipeline, texts, payload; described by schemas/form.meta.schema.json).
 *
 *   node scripts/schemas-check.ts [folder]
 *
 * Prints one line per problem, `file: /json/pointer: what is wrong and how to fix it`,
 * then a summary, and exits 1 when anything is wrong.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import type { AnySchemaObject, ErrorObject, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

export interface Problem {
  /** File the problem is in, relative to the working directory, e.g. 'schemas/iso27001/ui.json'. */
  file: string;
  /** JSON pointer inside the file ('/' for the whole file). */
  pointer: string;
  message: string;
}

type JsonObject = { [key: string]: unknown };

const FILES = ['schema.json', 'ui.json', 'form.json'] as const;
type FileName = (typeof FILES)[number];

const REPO_SCHEMAS = fileURLToPath(new URL('../schemas/', import.meta.url));
const META_FILE = path.join(REPO_SCHEMAS, 'form.meta.schema.json');

/** Widget names RJSF knows (ui:widget). */
const WIDGETS = `
  text textarea email password uri color file hidden radio select checkboxes checkbox range updown
  date datetime time alt-date alt-datetime
`
  .trim()
  .split(/\s+/);
/** Draft-07 keywords, for "did you mean" hints on misspelt ones. */
const SCHEMA_KEYWORDS = `
  title description type enum const default oneOf anyOf allOf not items properties required
  additionalProperties minimum maximum minLength maxLength pattern format minItems maxItems
  uniqueItems examples definitions dependencies if then else multipleOf readOnly
`
  .trim()
  .split(/\s+/);
/** Widgets and the schema types they can edit. */
const WIDGET_TYPES: Record<string, readonly string[]> = {
  text: ['string', 'number', 'integer'],
  textarea: ['string'],
  email: ['string'],
  date: ['string'],
  checkboxes: ['array'],
  checkbox: ['boolean'],
  range: ['integer', 'number'],
  updown: ['integer', 'number'],
};

// ---------------------------------------------------------------------------------------------
// small helpers

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function pointerOf(...segments: (string | number)[]): string {
  if (segments.length === 0) return '/';
  return segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

function quote(value: unknown): string {
  return JSON.stringify(value);
}

function quoteList(values: readonly unknown[]): string {
  return values.map(quote).join(', ');
}

function display(file: string): string {
  const relative = path.relative(process.cwd(), file) || '.';
  return relative.split(path.sep).join('/');
}

/** Edit distance counting a swap of two neighbouring letters as one edit ("titel" -> "title"). */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number): number => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i++) {
    const row = d[i];
    if (!row) continue;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      row[j] = best;
    }
  }
  return at(a.length, b.length);
}

/** The closest candidate within a small edit distance, for "did you mean" hints. */
export function suggest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(word.length / 3)) + 1;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

function notAField(name: unknown, fields: Iterable<string>, fix = 'use the name of one of its properties'): string {
  if (typeof name !== 'string')
    return `${quote(name)} is not a field name: write the name of a property of schema.json`;
  const guess = suggest(name, fields);
  return guess
    ? `${quote(name)} is not a field of schema.json; did you mean ${quote(guess)}?`
    : `${quote(name)} is not a field of schema.json: ${fix}`;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function newAjv(): Ajv {
  const ajv = new Ajv({
    strict: true,
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
    allErrors: true,
    verbose: true,
  });
  addFormats(ajv);
  return ajv;
}

// ---------------------------------------------------------------------------------------------
// reading files

type Loaded = { ok: true; value: unknown } | { ok: false; problem: Problem };

function lineAndColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, position);
  const lines = before.split('\n');
  return { line: lines.length, column: (lines[lines.length - 1] ?? '').length + 1 };
}

function loadJson(file: string): Loaded {
  const shown = display(file);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    const name = path.basename(file);
    return {
      ok: false,
      problem: {
        file: shown,
        pointer: '/',
        message: `${name} is missing: create it (every form folder needs schema.json, ui.json and form.json)`,
      },
    };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const raw = error instanceof Error ? error.message : String(error);
    const match = /position (\d+)/.exec(raw);
    const position = match?.[1] !== undefined ? Number(match[1]) : text.length;
    const { line, column } = lineAndColumn(text, position);
    const reason = raw
      .replace(/\s*\(line \d+ column \d+\)/, '')
      .replace(/,? ?(in JSON )?at position \d+/, '')
      .replace(/^JSON\.parse: /, '')
      .replace(/\.$/, '');
    return {
      ok: false,
      problem: {
        file: shown,
        pointer: '/',
        message: `not valid JSON at line ${line}, column ${column}: ${reason}; fix the syntax there (often a missing or extra comma, quote or bracket)`,
      },
    };
  }
}

// ---------------------------------------------------------------------------------------------
// Ajv errors as plain sentences

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'boolean') return 'true/false';
  return `a ${typeof value}`;
}

function expected(type: unknown): string {
  const names: Record<string, string> = {
    string: 'a string',
    integer: 'a whole number',
    number: 'a number',
    boolean: 'true or false',
    array: 'a list [...]',
    object: 'an object {...}',
    null: 'null',
  };
  const list = Array.isArray(type) ? type : [type];
  return list.map((t) => names[String(t)] ?? String(t)).join(' or ');
}

function collectDescriptions(schema: unknown, into: Map<string, string>): void {
  if (Array.isArray(schema)) {
    for (const item of schema) collectDescriptions(item, into);
    return;
  }
  if (!isObject(schema)) return;
  const properties = schema['properties'];
  if (isObject(properties)) {
    for (const [key, sub] of Object.entries(properties)) {
      const description = isObject(sub) ? asString(sub['description']) : undefined;
      if (description && !into.has(key)) into.set(key, description);
    }
  }
  for (const value of Object.values(schema)) collectDescriptions(value, into);
}

/** A meta-schema description as a parenthesised hint: "Name of the field." -> "(name of the field)". */
function hint(description: string | undefined): string {
  if (!description) return '';
  const text = description.replace(/\.$/, '');
  const lower = /^[A-Z][a-z]/.test(text) ? text[0]?.toLowerCase() + text.slice(1) : text;
  return ` (${lower})`;
}

function lastSegment(pointer: string): string {
  const parts = pointer.split('/');
  return (parts[parts.length - 1] ?? '').replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Pointer to the first object holding the key, for errors that name a keyword but not its place. */
function findKey(value: unknown, key: string, at: (string | number)[] = []): string | undefined {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findKey(item, key, [...at, index]);
      if (found) return found;
    }
  } else if (isObject(value)) {
    if (key in value) return pointerOf(...at, key);
    for (const [name, item] of Object.entries(value)) {
      const found = findKey(item, key, [...at, name]);
      if (found) return found;
    }
  }
  return undefined;
}

function describeError(error: ErrorObject, descriptions: Map<string, string>): string | undefined {
  const params = error.params as Record<string, unknown>;
  const parent: AnySchemaObject | undefined = error.parentSchema;
  const data: unknown = error.data;
  const describe = (key: string): string | undefined => {
    const properties = parent?.['properties'];
    const own =
      isObject(properties) && isObject(properties[key]) ? asString(properties[key]['description']) : undefined;
    return own ?? descriptions.get(key);
  };
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(params['additionalProperty']);
      const properties = parent?.['properties'];
      const allowed = isObject(properties) ? Object.keys(properties) : [];
      const guess = suggest(key, allowed);
      const allowedList = `(allowed: ${allowed.join(', ')})`;
      return guess
        ? `unknown key ${quote(key)}: did you mean ${quote(guess)}? Otherwise remove it ${allowedList}`
        : `unknown key ${quote(key)}: remove it or check its spelling ${allowedList}`;
    }
    case 'required': {
      const key = String(params['missingProperty']);
      const description = describe(key);
      return `missing key ${quote(key)}: add it${hint(description)}`;
    }
    case 'type':
      return `must be ${expected(params['type'])}, found ${typeName(data)}: change the value`;
    case 'enum': {
      const allowed = asArray(params['allowedValues']);
      const guess = typeof data === 'string' ? suggest(data, allowed.map(String)) : undefined;
      return `${quote(data)} is not allowed: use one of ${quoteList(allowed)}${guess ? `; did you mean ${quote(guess)}?` : ''}`;
    }
    case 'const':
      return `must be ${quote(params['allowedValue'])}`;
    case 'pattern': {
      const description = asString(parent?.['description']);
      return `${quote(data)} does not have the expected form${description ? `: ${description}` : ` (pattern ${String(params['pattern'])})`}`;
    }
    case 'minLength':
      return `is ${typeof data === 'string' ? data.length : 0} characters long: write at least ${String(params['limit'])}`;
    case 'maxLength':
      return `is ${typeof data === 'string' ? data.length : 0} characters long: shorten it to at most ${String(params['limit'])}`;
    case 'minItems':
      return `has ${asArray(data).length} items: give at least ${String(params['limit'])}`;
    case 'uniqueItems': {
      const list = asArray(data);
      return `lists ${quote(list[Number(params['j'])])} twice (items ${String(params['j'])} and ${String(params['i'])}): remove the duplicate`;
    }
    case 'minimum':
      return `is ${quote(data)}: must be at least ${String(params['limit'])}`;
    case 'maximum':
      return `is ${quote(data)}: must be at most ${String(params['limit'])}`;
    case 'propertyNames':
      return `key ${quote(params['propertyName'])} is not snake_case: rename it, e.g. "job_title"`;
    case 'anyOf': {
      const keys = asArray(error.schema).flatMap((branch) => (isObject(branch) ? asArray(branch['required']) : []));
      return keys.length > 0
        ? `needs one of the keys ${quoteList(keys)}: add one`
        : 'does not match any of the allowed shapes: compare it with form.meta.schema.json';
    }
    case 'not': {
      const schema: unknown = error.schema;
      if (isObject(schema) && Array.isArray(schema['required'])) {
        return `give only one of the keys ${quoteList(schema['required'])}: remove the other`;
      }
      const description = asString(parent?.['description']);
      return `key ${quote(lastSegment(error.instancePath))} does not belong here: remove it${hint(description)}`;
    }
    case 'if':
      return undefined; // reported by the failing "then" keyword itself
    default:
      return `${error.message ?? 'is invalid'}: compare it with form.meta.schema.json`;
  }
}

/** Ajv errors as problems, without the noise of combinators' inner branches. */
export function explainErrors(
  errors: readonly ErrorObject[],
  file: string,
  descriptions: Map<string, string>,
): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (/\/(anyOf|oneOf)\/\d+\//.test(error.schemaPath)) continue;
    if (error.propertyName !== undefined && error.keyword !== 'propertyNames') continue;
    const message = describeError(error, descriptions);
    if (message === undefined) continue;
    const problem = { file, pointer: error.instancePath || '/', message };
    const key = `${problem.pointer}\u0000${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// one form

interface FieldInfo {
  names: string[];
  properties: Record<string, JsonObject>;
  required: string[];
}

function schemaType(property: JsonObject | undefined): string | undefined {
  const type = property?.['type'];
  return typeof type === 'string' ? type : undefined;
}

function optionValues(property: JsonObject | undefined): unknown[] | undefined {
  if (!property) return undefined;
  if (Array.isArray(property['enum'])) return property['enum'];
  const variants = property['oneOf'] ?? property['anyOf'];
  if (Array.isArray(variants)) {
    const values = variants
      .filter(isObject)
      .filter((v) => 'const' in v)
      .map((v) => v['const']);
    if (values.length > 0) return values;
  }
  if (property['type'] === 'boolean') return [true, false];
  return undefined;
}

function itemValues(property: JsonObject | undefined): unknown[] | undefined {
  const items = property?.['items'];
  return isObject(items) ? optionValues(items) : undefined;
}

class FormCheck {
  readonly problems: Problem[] = [];
  readonly folder: string;
  private readonly files: Record<FileName, string>;

  constructor(folder: string, dir: string) {
    this.folder = folder;
    this.files = {
      'schema.json': display(path.join(dir, 'schema.json')),
      'ui.json': display(path.join(dir, 'ui.json')),
      'form.json': display(path.join(dir, 'form.json')),
    };
  }

  fileOf(name: FileName): string {
    return this.files[name];
  }

  add(file: FileName, pointer: string, message: string): void {
    this.problems.push({ file: this.files[file], pointer, message });
  }

  checkSchema(schema: unknown, ajv: Ajv): FieldInfo | undefined {
    if (!isObject(schema)) {
      this.add('schema.json', '/', `must be a JSON object describing the answers, found ${typeName(schema)}`);
      return undefined;
    }
    if (schema['type'] !== 'object') {
      this.add('schema.json', '/type', `must be "object": one flat record of answers ("type": "object")`);
    }
    const properties = schema['properties'];
    if (!isObject(properties)) {
      this.add('schema.json', '/properties', 'is missing or not an object: list every answer under "properties"');
      return undefined;
    }
    if (schema['additionalProperties'] !== false) {
      this.add(
        'schema.json',
        '/additionalProperties',
        'must be false so that answers outside the form are rejected: add "additionalProperties": false',
      );
    }
    let compiles = true;
    try {
      ajv.compile(schema);
    } catch (error) {
      compiles = false;
      const reason = error instanceof Error ? error.message.replace(/^strict mode: /, '') : String(error);
      const keyword = /keyword: "([^"]+)"/.exec(reason)?.[1];
      const where = keyword !== undefined ? findKey(schema, keyword) : undefined;
      const guess = keyword !== undefined ? suggest(keyword, SCHEMA_KEYWORDS) : undefined;
      const fix = guess ? `did you mean ${quote(guess)}?` : 'fix or remove it';
      this.add('schema.json', where ?? '/', `does not compile as JSON Schema: ${reason}; ${fix}`);
    }
    const info: FieldInfo = { names: Object.keys(properties), properties: {}, required: [] };
    for (const [name, property] of Object.entries(properties)) {
      if (!isObject(property)) {
        this.add('schema.json', pointerOf('properties', name), 'must be an object describing the field');
        continue;
      }
      info.properties[name] = property;
      if (typeof property['title'] !== 'string' || property['title'].trim() === '') {
        this.add('schema.json', pointerOf('properties', name), 'has no "title": add the question label visitors read');
      }
      if (property['type'] === undefined) {
        this.add(
          'schema.json',
          pointerOf('properties', name),
          'has no "type": add "string", "integer", "boolean", "array" or "object"',
        );
      }
      if (compiles && 'default' in property) {
        const { default: value, ...rest } = property;
        try {
          const validate = ajv.compile(rest);
          if (!validate(value)) {
            const first = validate.errors?.[0];
            this.add(
              'schema.json',
              pointerOf('properties', name, 'default'),
              `${quote(value)} does not fit the field (${first?.instancePath ?? ''} ${first?.message ?? 'invalid'}): change the default`.replace(
                '( ',
                '(',
              ),
            );
          }
        } catch {
          // the whole schema compiled, so a failure here comes from a reference outside the property
        }
      }
    }
    asArray(schema['required']).forEach((name, index) => {
      if (typeof name === 'string' && name in properties) info.required.push(name);
      else this.add('schema.json', pointerOf('required', index), notAField(name, info.names));
    });
    return info;
  }

  checkUi(ui: unknown, fields: FieldInfo): Set<string> {
    const hidden = new Set<string>();
    if (!isObject(ui)) {
      this.add('ui.json', '/', `must be a JSON object (an RJSF uiSchema), found ${typeName(ui)}`);
      return hidden;
    }
    for (const [key, entry] of Object.entries(ui)) {
      if (key.startsWith('ui:')) continue;
      if (!(key in fields.properties)) {
        this.add(
          'ui.json',
          pointerOf(key),
          notAField(key, fields.names, 'remove this entry or add the field to schema.json'),
        );
        continue;
      }
      if (!isObject(entry)) {
        this.add('ui.json', pointerOf(key), 'must be an object of ui:* settings');
        continue;
      }
      const widget = entry['ui:widget'];
      if (widget === undefined) continue;
      if (typeof widget !== 'string' || !WIDGETS.includes(widget)) {
        const guess = typeof widget === 'string' ? suggest(widget, WIDGETS) : undefined;
        this.add(
          'ui.json',
          pointerOf(key, 'ui:widget'),
          `${quote(widget)} is not a widget RJSF knows: ${guess ? `did you mean ${quote(guess)}? ` : ''}use one of ${WIDGETS.join(', ')}`,
        );
        continue;
      }
      if (widget === 'hidden') hidden.add(key);
      const property = fields.properties[key];
      const type = schemaType(property);
      const types = WIDGET_TYPES[widget];
      if (types && type && !types.includes(type)) {
        this.add(
          'ui.json',
          pointerOf(key, 'ui:widget'),
          `${quote(widget)} cannot edit a field of type ${quote(type)}: use a widget for ${type} fields or change the type in schema.json`,
        );
      }
      if ((widget === 'radio' || widget === 'select') && !optionValues(property)) {
        this.add(
          'ui.json',
          pointerOf(key, 'ui:widget'),
          `${quote(widget)} needs options, but ${quote(key)} has no "enum" or "oneOf" in schema.json: add the options or use "text"`,
        );
      }
    }
    const order = ui['ui:order'];
    if (!Array.isArray(order)) {
      this.add(
        'ui.json',
        '/ui:order',
        'is missing: list every field of schema.json in display order (hidden fields last)',
      );
      return hidden;
    }
    const listed = new Map<string, number>();
    order.forEach((name, index) => {
      if (typeof name !== 'string' || !(name in fields.properties)) {
        this.add('ui.json', pointerOf('ui:order', index), notAField(name, fields.names));
      } else if (listed.has(name)) {
        this.add(
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
        this.add(
          'ui.json',
          '/ui:order',
          `${quote(name)} is missing: add it where it is displayed (hidden fields last)`,
        );
      }
    }
    return hidden;
  }

  checkForm(
    form: unknown,
    fields: FieldInfo | undefined,
    ui: unknown,
    hidden: Set<string>,
    meta: Meta | undefined,
  ): void {
    if (!isObject(form)) {
      this.add('form.json', '/', `must be a JSON object, found ${typeName(form)}`);
      return;
    }
    if (meta && !meta.validate(form)) {
      this.problems.push(...explainErrors(meta.validate.errors ?? [], this.files['form.json'], meta.descriptions));
    }
    if (form['id'] !== undefined && form['id'] !== this.folder) {
      this.add(
        'form.json',
        '/id',
        `${quote(form['id'])} must equal the folder name ${quote(this.folder)}: rename one of them`,
      );
    }
    if (!fields) return;
    const consentField = isObject(form['consent']) ? asString(form['consent']['field']) : undefined;
    this.checkSections(form, fields, hidden, consentField, ui);
    this.checkReveals(form, fields);
    this.checkConsent(form, fields, consentField);
    this.checkPipeline(form, fields);
    this.checkPayload(form, fields);
    this.checkReport(form, fields);
  }

  private field(pointer: string, name: unknown, fields: FieldInfo): name is string {
    if (typeof name === 'string' && name in fields.properties) return true;
    this.add('form.json', pointer, notAField(name, fields.names));
    return false;
  }

  private checkSections(
    form: JsonObject,
    fields: FieldInfo,
    hidden: Set<string>,
    consentField: string | undefined,
    ui: unknown,
  ): void {
    const placed = new Map<string, string>();
    const sectionOrder: string[] = [];
    const ids = new Set<string>();
    asArray(form['sections']).forEach((section, s) => {
      if (!isObject(section)) return;
      const id = asString(section['id']);
      if (id !== undefined) {
        if (ids.has(id))
          this.add(
            'form.json',
            pointerOf('sections', s, 'id'),
            `section id ${quote(id)} is used twice: give each section its own id`,
          );
        ids.add(id);
      }
      asArray(section['fields']).forEach((name, f) => {
        const pointer = pointerOf('sections', s, 'fields', f);
        if (!this.field(pointer, name, fields)) return;
        if (hidden.has(name)) {
          this.add(
            'form.json',
            pointer,
            `${quote(name)} is hidden (ui:widget "hidden" in ui.json) and belongs in no section: remove it here`,
          );
        } else if (name === consentField) {
          this.add(
            'form.json',
            pointer,
            `${quote(name)} is the consent box, which is shown after the last section: remove it here`,
          );
        } else if (placed.has(name)) {
          this.add(
            'form.json',
            pointer,
            `${quote(name)} is already in ${placed.get(name)}: list each field in one section only`,
          );
        } else {
          placed.set(name, `section ${quote(id ?? String(s))} (${pointerOf('sections', s, 'fields', f)})`);
          sectionOrder.push(name);
        }
      });
    });
    for (const name of fields.names) {
      if (!hidden.has(name) && name !== consentField && !placed.has(name)) {
        this.add(
          'form.json',
          '/sections',
          `${quote(name)} is in no section: add it to the section where it is shown, or hide it with "ui:widget": "hidden" in ui.json`,
        );
      }
    }
    const order = isObject(ui) ? asArray(ui['ui:order']) : [];
    const uiSequence = order.filter((name): name is string => typeof name === 'string' && placed.has(name));
    const mismatch = sectionOrder.findIndex((name, i) => uiSequence[i] !== name);
    if (uiSequence.length === sectionOrder.length && mismatch >= 0) {
      this.add(
        'form.json',
        '/sections',
        `field ${mismatch + 1} of the sections is ${quote(sectionOrder[mismatch])} but ui.json ui:order has ${quote(uiSequence[mismatch])} there: put the fields in the same order in both files`,
      );
    }
  }

  private checkReveals(form: JsonObject, fields: FieldInfo): void {
    asArray(form['reveals']).forEach((reveal, r) => {
      if (!isObject(reveal)) return;
      const at = (...rest: (string | number)[]): string => pointerOf('reveals', r, ...rest);
      const fieldOk = this.field(at('field'), reveal['field'], fields);
      const when = reveal['when'];
      if (!this.field(at('when'), when, fields)) return;
      if (fieldOk && reveal['field'] === when) {
        this.add('form.json', at('when'), 'a field cannot reveal itself: name the choice field it depends on');
      }
      const property = fields.properties[when];
      const isList = schemaType(property) === 'array';
      if (Array.isArray(reveal['equals'])) {
        if (isList) {
          this.add(
            'form.json',
            at('equals'),
            `${quote(when)} is a multi choice: use "includes" with one of its values instead of "equals"`,
          );
          return;
        }
        const options = optionValues(property);
        if (!options) {
          this.add(
            'form.json',
            at('when'),
            `${quote(when)} has no fixed options (no "enum" or "oneOf" in schema.json): reveal on a choice field`,
          );
          return;
        }
        reveal['equals'].forEach((value, v) => {
          if (!options.includes(value)) this.add('form.json', at('equals', v), this.notAnOption(value, when, options));
        });
      } else if ('includes' in reveal) {
        if (!isList) {
          this.add(
            'form.json',
            at('includes'),
            `${quote(when)} is a single choice: use "equals": [...] instead of "includes"`,
          );
          return;
        }
        const options = itemValues(property);
        if (!options) {
          this.add(
            'form.json',
            at('when'),
            `the items of ${quote(when)} have no fixed options in schema.json: reveal on a choice field`,
          );
        } else if (!options.includes(reveal['includes'])) {
          this.add('form.json', at('includes'), this.notAnOption(reveal['includes'], when, options));
        }
      }
    });
  }

  private notAnOption(value: unknown, when: string, options: readonly unknown[]): string {
    const guess =
      typeof value === 'string'
        ? suggest(
            value,
            options.filter((o): o is string => typeof o === 'string'),
          )
        : undefined;
    const list = options.length <= 12 ? ` (options: ${quoteList(options)})` : '';
    return `${quote(value)} is not an option of ${quote(when)}${guess ? `; did you mean ${quote(guess)}?` : `: use one of its values${list}`}`;
  }

  private checkConsent(form: JsonObject, fields: FieldInfo, consentField: string | undefined): void {
    if (!isObject(form['consent'])) return;
    if (!this.field('/consent/field', form['consent']['field'], fields) || consentField === undefined) return;
    if (schemaType(fields.properties[consentField]) !== 'boolean') {
      this.add(
        'form.json',
        '/consent/field',
        `${quote(consentField)} must be a boolean in schema.json ("type": "boolean", "default": false)`,
      );
    }
    const checked = asArray(form['pipeline']).some(
      (step) => isObject(step) && (step['field'] === consentField || asArray(step['fields']).includes(consentField)),
    );
    if (!checked) {
      this.add(
        'form.json',
        '/pipeline',
        `no step checks the consent box ${quote(consentField)}: add { "check": "consent", "field": ${quote(consentField)}, ... }`,
      );
    }
  }

  private checkPipeline(form: JsonObject, fields: FieldInfo): void {
    const requiredByPipeline = new Set<string>();
    asArray(form['pipeline']).forEach((step, s) => {
      if (!isObject(step)) return;
      const at = (...rest: (string | number)[]): string => pointerOf('pipeline', s, ...rest);
      const check = step['check'];
      if (check === 'required') {
        asArray(step['fields']).forEach((name, f) => {
          if (!this.field(at('fields', f), name, fields)) return;
          requiredByPipeline.add(name);
          const type = schemaType(fields.properties[name]);
          if (type !== 'boolean' && !fields.required.includes(name)) {
            this.add(
              'form.json',
              at('fields', f),
              `${quote(name)} is checked as required but schema.json does not list it in "required": add it there so the browser marks it too`,
            );
          }
        });
        return;
      }
      const name = step['field'];
      if (!this.field(at('field'), name, fields)) return;
      const type = schemaType(fields.properties[name]);
      const wanted: Record<string, string> = { email: 'string', consent: 'boolean', minItems: 'array' };
      const want = typeof check === 'string' ? wanted[check] : undefined;
      if (want && type !== want) {
        this.add(
          'form.json',
          at('field'),
          `the ${quote(check)} check needs a ${want} field, but ${quote(name)} is ${type ? `of type ${quote(type)}` : 'untyped'} in schema.json: name another field`,
        );
      }
    });
    fields.required.forEach((name, index) => {
      if (!requiredByPipeline.has(name)) {
        this.add(
          'schema.json',
          pointerOf('required', index),
          `${quote(name)} is required in schema.json but no "required" step of form.json checks it: add it to that step so visitors get the form's message`,
        );
      }
    });
  }

  private checkPayload(form: JsonObject, fields: FieldInfo): void {
    const payload = form['payload'];
    if (!isObject(payload)) return;
    for (const key of ['name', 'email', 'company', 'message']) {
      const value = payload[key];
      if (typeof value === 'string') this.field(pointerOf('payload', key), value, fields);
    }
    const email = asString(payload['email']);
    if (email && email in fields.properties && schemaType(fields.properties[email]) !== 'string') {
      this.add('form.json', '/payload/email', `${quote(email)} must be a string field to be sent as email`);
    }
    const subject = payload['subject'];
    if (isObject(subject)) {
      asArray(subject['nameFrom']).forEach((name, i) =>
        this.field(pointerOf('payload', 'subject', 'nameFrom', i), name, fields),
      );
    }
    const extra = payload['extra'];
    if (isObject(extra)) {
      for (const [key, name] of Object.entries(extra)) this.field(pointerOf('payload', 'extra', key), name, fields);
    }
    const copy = payload['copy'];
    if (isObject(copy)) {
      for (const [target, source] of Object.entries(copy)) {
        if (!(target in fields.properties))
          this.add('form.json', pointerOf('payload', 'copy', target), `the key ${notAField(target, fields.names)}`);
        this.field(pointerOf('payload', 'copy', target), source, fields);
      }
    }
  }

  private checkReport(form: JsonObject, fields: FieldInfo): void {
    const report = form['report'];
    if (!isObject(report) || !isObject(report['emptyByField'])) return;
    for (const name of Object.keys(report['emptyByField'])) {
      if (!(name in fields.properties)) {
        this.add('form.json', pointerOf('report', 'emptyByField', name), `the key ${notAField(name, fields.names)}`);
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// the catalogue

interface Meta {
  validate: ValidateFunction;
  descriptions: Map<string, string>;
}

function loadMeta(problems: Problem[]): Meta | undefined {
  const loaded = loadJson(META_FILE);
  if (!loaded.ok) {
    problems.push(loaded.problem);
    return undefined;
  }
  try {
    const validate = newAjv().compile(loaded.value as AnySchemaObject);
    const descriptions = new Map<string, string>();
    collectDescriptions(loaded.value, descriptions);
    return { validate, descriptions };
  } catch (error) {
    problems.push({
      file: display(META_FILE),
      pointer: '/',
      message: `does not compile: ${error instanceof Error ? error.message : String(error)}`,
    });
    return undefined;
  }
}

/** Names of the form folders of a catalogue (every sub-folder not starting with a dot), sorted. */
export function listForms(dir: string): string[] {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}

export function checkCatalogue(dir: string): Problem[] {
  const problems: Problem[] = [];
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    return [
      { file: display(dir), pointer: '/', message: 'is not a folder: give the catalogue folder (default schemas/)' },
    ];
  }
  const forms = listForms(dir);
  if (forms.length === 0) {
    return [
      {
        file: display(dir),
        pointer: '/',
        message: 'holds no form folders: add one folder per form with schema.json, ui.json and form.json',
      },
    ];
  }
  const meta = loadMeta(problems);
  const ajv = newAjv();
  const routes = new Map<string, string>();
  const ids = new Map<string, string>();
  const later: Problem[] = [];
  for (const folder of forms) {
    const check = new FormCheck(folder, path.join(dir, folder));
    const loaded = {} as Record<FileName, Loaded>;
    for (const name of FILES) {
      loaded[name] = loadJson(path.join(dir, folder, name));
      if (!loaded[name].ok) check.problems.push(loaded[name].problem);
    }
    const schema = loaded['schema.json'];
    const ui = loaded['ui.json'];
    const form = loaded['form.json'];
    const fields = schema.ok ? check.checkSchema(schema.value, ajv) : undefined;
    const hidden = ui.ok && fields ? check.checkUi(ui.value, fields) : new Set<string>();
    if (form.ok) {
      check.checkForm(form.value, fields, ui.ok ? ui.value : undefined, hidden, meta);
      const formFile = check.fileOf('form.json');
      if (isObject(form.value)) {
        const route = asString(form.value['route']);
        if (route !== undefined) {
          const first = routes.get(route);
          if (first)
            later.push({
              file: formFile,
              pointer: '/route',
              message: `route ${quote(route)} is also used by ${first}: give each form its own route`,
            });
          else routes.set(route, formFile);
        }
        const id = asString(form.value['id']);
        if (id !== undefined) {
          const first = ids.get(id);
          if (first)
            later.push({
              file: formFile,
              pointer: '/id',
              message: `id ${quote(id)} is also used by ${first}: give each form its own id (its folder name)`,
            });
          else ids.set(id, formFile);
        }
      }
    }
    const rank = (problem: Problem): number => FILES.indexOf(path.posix.basename(problem.file) as FileName);
    problems.push(...check.problems.sort((a, b) => rank(a) - rank(b)));
  }
  return [...problems, ...later];
}

export function formatProblem(problem: Problem): string {
  return `${problem.file}: ${problem.pointer}: ${problem.message}`;
}

/** The lines the command prints and its exit code. */
export function runCheck(dir: string): { lines: string[]; exitCode: number } {
  const problems = checkCatalogue(dir);
  const formCount = listForms(dir).length;
  if (problems.length === 0) {
    return { lines: [`${plural(formCount, 'form')} checked, no problems.`], exitCode: 0 };
  }
  const forms = new Set(listForms(dir));
  const root = display(dir);
  const formsWithProblems = new Set(
    problems.map((p) => path.posix.relative(root, p.file).split('/')[0] ?? '').filter((name) => forms.has(name)),
  );
  return {
    lines: [
      ...problems.map(formatProblem),
      `${plural(problems.length, 'problem')} in ${plural(formsWithProblems.size, 'form')}.`,
    ],
    exitCode: 1,
  };
}

if (import.meta.main) {
  const dir = process.argv[2] ?? REPO_SCHEMAS;
  const { lines, exitCode } = runCheck(dir);
  process.stdout.write(lines.join('\n') + '\n');
  process.exitCode = exitCode;
}
