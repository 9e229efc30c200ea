import { describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_MAX_AGE_MS, draftKey, loadDraft, saveDraft } from '../../src/questionnaire/drafts.ts';
import { schemaFingerprint } from '../../src/questionnaire/fingerprint.ts';
import { progressOf } from '../../src/questionnaire/progress.ts';
import { baseDefinition } from '../support/fixture-catalogue.ts';

/** A Storage that keeps items in a Map, optionally refusing writes like a full quota. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  full = false;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.full) throw new DOMException('quota', 'QuotaExceededError');
    this.items.set(key, value);
  }
}

// The base fixture form (tests/fixtures/schemas/base/fixture): a slider preset to 3, a radio whose
// 'Other' shows a text field, a multi choice whose 'Other' enables one, and a consent box.
const fixture = baseDefinition();
const now = new Date('2026-03-01T10:00:00Z');

describe('drafts', () => {
  it('keeps answers without consent and restores them', () => {
    const storage = new MemoryStorage();
    saveDraft(
      storage,
      fixture,
      { name: 'Asha', urgency: 4, services: ['other'], otherService: 'Board ask', consent: true },
      now,
    );
    const restored = loadDraft(storage, fixture, now);
    expect(restored?.answers).toEqual({ name: 'Asha', urgency: 4, services: ['other'], otherService: 'Board ask' });
    expect(restored?.savedAt).toEqual(now);
    expect(restored?.formChanged).toBe(false);
    expect(storage.getItem(draftKey(fixture))).not.toContain('consent');
  });

  it('keeps nothing from an untouched form: values it starts with are not answers', () => {
    const storage = new MemoryStorage();
    saveDraft(storage, fixture, { urgency: 3, consent: false }, now);
    expect(storage.getItem(draftKey(fixture))).toBeNull();
    expect(loadDraft(storage, fixture, now)).toBeNull();
    saveDraft(storage, fixture, { urgency: 3, name: 'Asha' }, now);
    expect(loadDraft(storage, fixture, now)?.answers).toEqual({ name: 'Asha' });
  });

  it('restores only answers that still fit a changed form, and says it changed', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      draftKey(fixture),
      JSON.stringify({
        version: 1,
        fingerprint: 'deadbeef',
        savedAt: now.toISOString(),
        answers: {
          name: 'Asha',
          legacyQuestion: 'x',
          topic: 'the-moon',
          urgency: 9,
          services: ['other', 'gone-option'],
        },
      }),
    );
    const restored = loadDraft(storage, fixture, now);
    expect(restored?.answers).toEqual({ name: 'Asha' });
    expect(restored?.formChanged).toBe(true);
    expect(schemaFingerprint(fixture.schema)).not.toBe('deadbeef');
  });

  it('discards drafts older than 30 days and unreadable ones', () => {
    const storage = new MemoryStorage();
    saveDraft(storage, fixture, { name: 'Asha' }, new Date(now.getTime() - DRAFT_MAX_AGE_MS - 1000));
    expect(loadDraft(storage, fixture, now)).toBeNull();
    expect(storage.getItem(draftKey(fixture))).toBeNull();
    storage.setItem(draftKey(fixture), '{not json');
    expect(loadDraft(storage, fixture, now)).toBeNull();
  });

  it('never throws when storage is missing or full', () => {
    expect(() => saveDraft(null, fixture, { name: 'A' })).not.toThrow();
    expect(loadDraft(null, fixture)).toBeNull();
    const full = new MemoryStorage();
    full.full = true;
    expect(() => saveDraft(full, fixture, { name: 'A' })).not.toThrow();
    expect(() => clearDraft(full, fixture)).not.toThrow();
  });
});

describe('drafts of multi-choice answers', () => {
  it('drops a list that repeats an option or is longer than the options', () => {
    const storage = new MemoryStorage();
    const answers = { name: 'Asha', services: ['training', 'training'] };
    storage.setItem(
      draftKey(fixture),
      JSON.stringify({ version: 1, fingerprint: 'old', savedAt: now.toISOString(), answers }),
    );
    expect(loadDraft(storage, fixture, now)?.answers).toEqual({ name: 'Asha' });
  });
});

describe('progress', () => {
  // Sliders at their preset value are not answers yet. Six questions, whatever the answers: 'Other
  // topic' and 'Other service' belong to the question that reveals them (src/questionnaire/counts.ts).
  it('counts the questions, answers and required ones left', () => {
    expect(progressOf(fixture, { urgency: 3 })).toEqual({
      answered: 0,
      total: 6,
      requiredRemaining: 3,
      sectionsStarted: { contact: false, needs: false },
      skippedSections: [],
    });
    expect(progressOf(fixture, { name: 'A', email: 'a@b.co', urgency: 3, topic: 'other' })).toEqual({
      answered: 3,
      total: 6,
      requiredRemaining: 1,
      sectionsStarted: { contact: true, needs: true },
      skippedSections: [],
    });
    expect(progressOf(fixture, { urgency: 4, services: ['other'] })).toMatchObject({ answered: 2, total: 6 });
  });

  it('counts an answer only once it passes its check: an address without "@" is neither answered nor done', () => {
    const given = { name: 'A', consent: true };
    expect(progressOf(fixture, { ...given, email: 'a.example.com' })).toMatchObject({
      answered: 1,
      requiredRemaining: 1,
      sectionsStarted: { contact: true, needs: false },
    });
    expect(progressOf(fixture, { ...given, email: 'a@example.com' })).toMatchObject({
      answered: 2,
      requiredRemaining: 0,
    });
  });
});
