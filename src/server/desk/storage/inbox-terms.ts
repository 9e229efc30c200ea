/**
 * The words the desk's inbox search compares: what a lead is listed under is split into words when
 * it is listed (desk_inbox_terms), and a search finds the leads that have, for every word typed, a
 * word beginning with it. Lower case, accents dropped (`Müller` is found by `muller`), split at
 * anything that is not a letter or a digit (`ana@example.org` is `ana`, `example`, `org`).
 */

/** A word is kept to this many characters; longer words are found by their beginning. */
const TERM_LENGTH = 64;
/** Words stored per lead, and words of a search, at most. */
const TERMS_PER_LEAD = 48;
const WORDS_PER_SEARCH = 6;

export function words(text: string): string[] {
  const plain = text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
  const found = plain.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
  return [...new Set(found.map((word) => [...word].slice(0, TERM_LENGTH).join('')))];
}

/** The words a lead is found by. */
export function listingTerms(listing: {
  readonly organisation: string | null;
  readonly person: string | null;
  readonly email: string | null;
}): string[] {
  return words([listing.organisation, listing.person, listing.email].filter(Boolean).join(' ')).slice(
    0,
    TERMS_PER_LEAD,
  );
}

/** The words of a search, each the beginning of a word to find. */
export function searchWords(search: string): string[] {
  return words(search).slice(0, WORDS_PER_SEARCH);
}

/**
 * The first text after every word that begins with `prefix`, in code point order (which is byte
 * order in UTF-8, as both databases compare these terms): the prefix's last character plus one.
 */
export function prefixEnd(prefix: string): string {
  const characters = [...prefix];
  const last = characters.pop();
  if (last === undefined) throw new Error('an empty prefix has no end');
  const next = (last.codePointAt(0) ?? 0) + 1;
  // Past a surrogate's range the next code point is a character again.
  return characters.join('') + String.fromCodePoint(next >= 0xd800 && next <= 0xdfff ? 0xe000 : next);
}
