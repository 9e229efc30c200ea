import { describe, expect, it } from 'vitest';
import { submissionReference } from '../../src/questionnaire/reference.ts';

describe('submissionReference', () => {
  it('shortens a UUID to two upper-case groups of four', () => {
    expect(submissionReference('3f2a9c1e-7b4d-4e1a-9c2b-0d5e6f7a8b9c')).toBe('3F2A-9C1E');
  });
  it('keeps a short id whole', () => {
    expect(submissionReference('ab12')).toBe('AB12');
  });
});
