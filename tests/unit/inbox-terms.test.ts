/**
 * The words the desk's inbox search compares: split at anything but letters and digits, lower
 * case, accents dropped; and the end of a prefix's range, which both databases compare by code point.
 */
import { describe, expect, it } from 'vitest';
import { listingTerms, prefixEnd, searchWords, words } from '../../src/server/desk/storage/inbox-terms.ts';

describe('inbox search words', () => {
  it('splits names, organisations and addresses into comparable words', () => {
    expect(words('Müller & Söhne GmbH')).toEqual(['muller', 'sohne', 'gmbh']);
    expect(words('ana.garcia+leads@Example.ORG')).toEqual(['ana', 'garcia', 'leads', 'example', 'org']);
    expect(words('Łódź 北京 2027')).toEqual(['łodz', '北京', '2027']);
    expect(words('<img src=x onerror=alert(1)>')).toEqual(['img', 'src', 'x', 'onerror', 'alert', '1']);
    expect(words(' — ! ')).toEqual([]);
  });

  it('stores each word of a lead once, and keeps a search to a few words', () => {
    expect(listingTerms({ organisation: 'Ana Ltd', person: 'Ana Lima', email: 'ana@ana.example' })).toEqual([
      'ana',
      'ltd',
      'lima',
      'example',
    ]);
    expect(searchWords('a b c d e f g h')).toHaveLength(6);
  });

  it('ends a prefix’s range just past every word that begins with it', () => {
    const end = prefixEnd('gar');
    for (const word of ['gar', 'garcia', 'gar\u{10ffff}', 'garz']) expect(word < end && word >= 'gar').toBe(true);
    for (const word of ['gas', 'gb', 'ga']) expect(word >= 'gar' && word < end).toBe(false);
    expect(prefixEnd('a\ud7ff')).toBe('a\ue000');
  });
});
