import { describe, expect, it } from 'vitest';
import { parseJsonText } from '../../src/questionnaire/catalogue/check/json-text.ts';

// A consultant's JSON mistake is named at the line and column where it is, with a plain reason.
describe('JSON syntax errors', () => {
  it.each([
    ['{\n  "a": [1, 2,\n  ]\n}', 2, 13, 'extra comma before ]: remove the comma after the last item'],
    ['{\n  "a": 1,\n}', 2, 9, 'extra comma before }: remove the comma after the last entry'],
    ['{\n  "a": 1\n  "b": 2\n}', 2, 9, 'missing comma: add "," after this value, before the next key'],
    ['[\n  "x"\n  "y"\n]', 2, 6, 'missing comma: add "," after this item, before the next one'],
    ["{\n  'a': 1\n}", 2, 3, 'keys need double quotes ("key"), not single quotes'],
    ['{\n  a: 1\n}', 2, 3, 'keys need double quotes: write "key" rather than key'],
    ['{\n  "a": "open\n}', 2, 8, 'a text is not closed: add the closing double quote " on the same line'],
    ['{\n  "a": [1, 2\n', 3, 1, 'the file ends inside a list: a closing ] is missing'],
    [
      '{\n  "a": 1\n}\n}',
      4,
      1,
      'unexpected text after the end of the JSON: remove it, or check that no } or ] closes too early',
    ],
    ['{\n  "a": 01\n}', 2, 9, 'not a valid number: no leading zeros, and a decimal point needs digits on both sides'],
  ])('%j', (text, line, column, reason) => {
    expect(parseJsonText(text)).toEqual({ ok: false, line, column, reason });
  });

  it('reads valid JSON, with or without a byte-order mark', () => {
    expect(parseJsonText('{"a": [1, "b", true, null]}')).toEqual({ ok: true, value: { a: [1, 'b', true, null] } });
    expect(parseJsonText('\uFEFF{"a": 1}')).toEqual({ ok: true, value: { a: 1 } });
  });
});
