/**
 * form.json "payload" and "report": every answer they name is a field of schema.json (the email a
 * string field), and the report's per-field texts and labels are keyed by real fields.
 */
import type { FieldInfo } from './fields.ts';
import { isFieldRef, notAField, schemaType } from './fields.ts';
import { asArray, asString, isObject, pointerOf, quote, type JsonObject } from './json.ts';
import type { FormReport } from './problem.ts';

export function checkPayload(report: FormReport, form: JsonObject, fields: FieldInfo): void {
  const payload = form['payload'];
  if (!isObject(payload)) return;
  for (const key of ['name', 'email', 'company', 'message']) {
    const value = payload[key];
    if (typeof value === 'string') isFieldRef(report, pointerOf('payload', key), value, fields);
  }
  const email = asString(payload['email']);
  if (email && email in fields.properties && schemaType(fields.properties[email]) !== 'string') {
    report.add('form.json', '/payload/email', `${quote(email)} must be a string field to be sent as email`);
  }
  const subject = payload['subject'];
  if (isObject(subject)) {
    asArray(subject['nameFrom']).forEach((name, i) =>
      isFieldRef(report, pointerOf('payload', 'subject', 'nameFrom', i), name, fields),
    );
  }
  const extra = payload['extra'];
  if (isObject(extra)) {
    for (const [key, name] of Object.entries(extra))
      isFieldRef(report, pointerOf('payload', 'extra', key), name, fields);
  }
  const listing = form['listing'];
  if (isObject(listing)) {
    for (const key of ['organisation', 'person']) {
      const name = listing[key];
      if (typeof name !== 'string' || !isFieldRef(report, pointerOf('listing', key), name, fields)) continue;
      if (schemaType(fields.properties[name]) !== 'string') {
        report.add('form.json', pointerOf('listing', key), `${quote(name)} must be a text field to list a lead under`);
      }
    }
  }
  const copy = payload['copy'];
  if (isObject(copy)) {
    for (const [target, source] of Object.entries(copy)) {
      if (!(target in fields.properties)) {
        report.add('form.json', pointerOf('payload', 'copy', target), `the key ${notAField(target, fields.names)}`);
      }
      isFieldRef(report, pointerOf('payload', 'copy', target), source, fields);
    }
  }
}

export function checkReport(report: FormReport, form: JsonObject, fields: FieldInfo): void {
  const settings = form['report'];
  if (!isObject(settings)) return;
  for (const key of ['emptyByField', 'labels']) {
    const byField = settings[key];
    if (!isObject(byField)) continue;
    for (const name of Object.keys(byField)) {
      if (!(name in fields.properties)) {
        report.add('form.json', pointerOf('report', key, name), `the key ${notAField(name, fields.names)}`);
      }
    }
  }
}
