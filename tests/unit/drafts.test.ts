import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import type { FormDefinition } from '../../src/questionnaire/definition.ts';
import { clearDraft, DRAFT_MAX_AGE_MS, draftKey, loadDraft, saveDraft } from '../../src/questionnaire/drafts.ts';
import { schemaFingerprint } from '../../src/questionnaire/fingerprint.ts';
import { progressOf } from '../../src/questionnaire/progress.ts';

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

const iso27001 = loadCatalogue().find((definition) => definition.id === 'iso27001') as FormDefinition;
const now = new Date('2026-03-01T10:00:00Z');

describe('drafts', () => {
  it('keeps answers without consent and restores them', () => {
    const storage = new MemoryStorage();
    saveDraft(
      storage,
      iso27001,
      { name: 'Asha', riskAppetite: 4, implementationReasons: ['Other'], otherReason: 'Board ask', consent: true },
      now,
    );
    const restored = loadDraft(storage, iso27001, now);
    expect(restored?.answers).toEqual({
      name: 'Asha',
      riskAppetite: 4,
      implementationReasons: ['Other'],
      otherReason: 'Board ask',
    });
    expect(restored?.savedAt).toEqual(now);
    expect(restored?.formChanged).toBe(false);
    expect(storage.getItem(draftKey(iso27001))).not.toContain('consent');
  });

  it('restores only answers that still fit a changed form, and says it changed', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      draftKey(iso27001),
      JSON.stringify({
        version: 1,
        fingerprint: 'deadbeef',
        savedAt: now.toISOString(),
        answers: {
          name: 'Asha',
          legacyQuestion: 'x',
          desiredScope: 'the-moon',
          riskAppetite: 9,
          implementationReasons: ['Other', 'Gone option'],
        },
      }),
    );
    const restored = loadDraft(storage, iso27001, now);
    expect(restored?.answers).toEqual({ name: 'Asha' });
    expect(restored?.formChanged).toBe(true);
    expect(schemaFingerprint(iso27001.schema)).not.toBe('deadbeef');
  });

  it('discards drafts older than 30 days and unreadable ones', () => {
    const storage = new MemoryStorage();
    saveDraft(storage, iso27001, { name: 'Asha' }, new Date(now.getTime() - DRAFT_MAX_AGE_MS - 1000));
    expect(loadDraft(storage, iso27001, now)).toBeNull();
    expect(storage.getItem(draftKey(iso27001))).toBeNull();
    storage.setItem(draftKey(iso27001), '{not json');
    expect(loadDraft(storage, iso27001, now)).toBeNull();
  });

  it('never throws when storage is missing or full', () => {
    expect(() => saveDraft(null, iso27001, { name: 'A' })).not.toThrow();
    expect(loadDraft(null, iso27001)).toBeNull();
    const full = new MemoryStorage();
    full.full = true;
    expect(() => saveDraft(full, iso27001, { name: 'A' })).not.toThrow();
    expect(() => clearDraft(full, iso27001)).not.toThrow();
  });
});

describe('progress', () => {
  // Sliders at their preset value are not answers yet. 19 visible questions: 'Other reason' stays disabled until Other is ticked, the sponsorship
  // description is hidden until sponsorship is yes (then 20).
  it('counts visible questions, answers and required ones left', () => {
    expect(progressOf(iso27001, { riskAppetite: 3, ismsMaturity: 2 })).toMatchObject({
      answered: 0,
      total: 19,
      requiredRemaining: 3,
    });
    const some = progressOf(iso27001, {
      name: 'A',
      email: 'a@b.co',
      riskAppetite: 3,
      ismsMaturity: 2,
      topManagementSponsorship: 'yes',
    });
    expect(some).toMatchObject({ answered: 3, total: 20, requiredRemaining: 1 });
    expect(some.sectionsStarted).toMatchObject({
      contact: true,
      'business-context': true,
      'implementation-planning': false,
    });
  });
});
