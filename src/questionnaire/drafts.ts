/**
 * Drafts: a visitor's answers kept in this browser (localStorage, one entry per form) while they
 * fill a long questionnaire, never sent anywhere before submit. Consent is never kept. A draft
 * remembers the form's fingerprint; if the form changed since, only answers that still fit it come
 * back. Drafts older than 30 days are discarded. Storage that is missing or full never breaks a form.
 */
import { isDay } from './dates.ts';
import { isBlank, isHiddenField, isPreset, type Answers, type FieldSchema, type FormDefinition } from './definition.ts';
import { schemaFingerprint } from './fingerprint.ts';

export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** How long answers rest before they are saved as a draft (one save per pause in typing). */
export const DRAFT_SAVE_DELAY_MS = 600;
const PREFIX = 'questionnaire-draft:';

export interface StoredDraft {
  readonly version: 1;
  readonly fingerprint: string;
  readonly savedAt: string;
  readonly answers: Record<string, unknown>;
}

export interface RestoredDraft {
  readonly answers: Record<string, unknown>;
  readonly savedAt: Date;
  /** The form's questions changed since the draft was saved (some answers may have been dropped). */
  readonly formChanged: boolean;
}

/** localStorage when it works (private modes and full quotas throw), else null. */
export function draftStorage(): Storage | null {
  try {
    const storage = globalThis.localStorage;
    const probe = `${PREFIX}probe`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

export function draftKey(definition: FormDefinition): string {
  return `${PREFIX}${definition.id}`;
}

function optionValues(field: FieldSchema | undefined): readonly unknown[] | null {
  if (!field) return null;
  if (field.oneOf) return field.oneOf.map((option) => option.const);
  return field.enum ?? null;
}

/** Whether a value still fits its question: type, listed option, range, list size and uniqueness. */
export function fitsField(field: FieldSchema, value: unknown): boolean {
  const type = typeof field.type === 'string' ? field.type : field.type?.[0];
  const options = optionValues(field);
  switch (type) {
    case 'string':
      return (
        typeof value === 'string' && (!options || options.includes(value)) && (field.format !== 'date' || isDay(value))
      );
    case 'integer':
    case 'number':
      return (
        typeof value === 'number' &&
        (type === 'number' || Number.isInteger(value)) &&
        (field.minimum === undefined || value >= field.minimum) &&
        (field.maximum === undefined || value <= field.maximum) &&
        (!options || options.includes(value))
      );
    case 'boolean':
      return typeof value === 'boolean';
    case 'array': {
      if (field.items?.type === 'object') {
        // a repeating group: each kept record is an object whose answers fit their fields
        const fields = field.items.properties ?? {};
        return (
          Array.isArray(value) &&
          (field.maxItems === undefined || value.length <= field.maxItems) &&
          value.every(
            (record) =>
              typeof record === 'object' &&
              record !== null &&
              !Array.isArray(record) &&
              Object.entries(record).every(([id, answer]) => fields[id] !== undefined && fitsField(fields[id], answer)),
          )
        );
      }
      const items = optionValues(field.items);
      return (
        Array.isArray(value) &&
        value.every((item) => (items ? items.includes(item) : typeof item === 'string')) &&
        (!field.uniqueItems || new Set(value).size === value.length) &&
        (field.maxItems === undefined || value.length <= field.maxItems)
      );
    }
    case 'object': {
      // a matrix: each kept row is one of its rows and fits that row's scale
      const rows = field.properties;
      if (!rows || typeof value !== 'object' || value === null || Array.isArray(value)) return false;
      return Object.entries(value).every(([row, answer]) => {
        const schema = rows[row];
        return schema !== undefined && fitsField(schema, answer);
      });
    }
    default:
      return false;
  }
}

/**
 * The answers worth keeping: known, visible questions the visitor answered (not left at the form's
 * preset) whose value still fits; never consent. An untouched form keeps nothing, so nobody is
 * offered "saved answers" they never gave.
 */
export function keepableAnswers(definition: FormDefinition, answers: Answers): Record<string, unknown> {
  const consent = definition.form.consent?.field;
  const kept: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(answers)) {
    const schema = definition.schema.properties[field];
    if (!schema || field === consent || isHiddenField(definition, field) || value === undefined) continue;
    if (isPreset(definition, field, value)) continue;
    // a matrix the form holds before any row is answered is not an answer
    if (typeof value === 'object' && value !== null && !Array.isArray(value) && isBlank(value)) continue;
    if (fitsField(schema, value)) kept[field] = value;
  }
  return kept;
}

export function saveDraft(
  storage: Storage | null,
  definition: FormDefinition,
  answers: Answers,
  now = new Date(),
): void {
  if (!storage) return;
  const kept = keepableAnswers(definition, answers);
  try {
    if (Object.keys(kept).length === 0) {
      storage.removeItem(draftKey(definition));
      return;
    }
    const draft: StoredDraft = {
      version: 1,
      fingerprint: schemaFingerprint(definition.schema),
      savedAt: now.toISOString(),
      answers: kept,
    };
    storage.setItem(draftKey(definition), JSON.stringify(draft));
  } catch {
    // Quota exceeded or storage revoked mid-visit: the form goes on without a draft.
  }
}

export function clearDraft(storage: Storage | null, definition: FormDefinition): void {
  try {
    storage?.removeItem(draftKey(definition));
  } catch {
    // nothing to clear
  }
}

export function loadDraft(storage: Storage | null, definition: FormDefinition, now = new Date()): RestoredDraft | null {
  if (!storage) return null;
  let draft: Partial<StoredDraft>;
  try {
    const raw = storage.getItem(draftKey(definition));
    if (!raw) return null;
    draft = JSON.parse(raw) as Partial<StoredDraft>;
  } catch {
    clearDraft(storage, definition);
    return null;
  }
  const savedAt = new Date(draft.savedAt ?? '');
  if (draft.version !== 1 || Number.isNaN(savedAt.getTime()) || now.getTime() - savedAt.getTime() > DRAFT_MAX_AGE_MS) {
    clearDraft(storage, definition);
    return null;
  }
  const stored = typeof draft.answers === 'object' && draft.answers !== null ? draft.answers : {};
  const answers = keepableAnswers(definition, stored);
  if (Object.keys(answers).length === 0) {
    clearDraft(storage, definition);
    return null;
  }
  return { answers, savedAt, formChanged: draft.fingerprint !== schemaFingerprint(definition.schema) };
}
