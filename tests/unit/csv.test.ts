import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../src/questionnaire/definition.ts';
import { csvCell, csvRecord, formulaSafe, toCsv } from '../../src/server/leads/csv.ts';
import { cellText, exportColumns, exportTable, tableToCsv, tableToJson } from '../../src/server/leads/export.ts';
import type { StoredSubmission } from '../../src/server/storage/store.ts';
import { submissionRecord } from '../support/stored-submission.ts';

describe('csvCell: RFC 4180 quoting', () => {
  it.each([
    ['plain text', 'plain text'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['"', '""""'],
    ['line one\nline two', '"line one\nline two"'],
    ['line one\r\nline two', '"line one\r\nline two"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['🚀 Launch', '🚀 Launch'],
    ['Zoë, 🚀 "rocket"', '"Zoë, 🚀 ""rocket"""'],
    ['👩‍💻\n✅', '"👩‍💻\n✅"'],
  ])('%j becomes %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });
});

describe('csvCell: spreadsheet formulas are never evaluated', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+44 20 7946 0000', "'+44 20 7946 0000"],
    ['-2', "'-2"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\tindented', "'\tindented"],
    ['\rx', '"\'\rx"'],
    ['=HYPERLINK("http://evil.example","Click")', '"\'=HYPERLINK(""http://evil.example"",""Click"")"'],
    ['=1,2', '"\'=1,2"'],
    ["-\n=cmd|' /C calc'!A0", "\"'-\n=cmd|' /C calc'!A0\""],
    ['=🚀', "'=🚀"],
    [' =1+1', "' =1+1"],
    ['\u00a0\u3000@SUM(A1)', "'\u00a0\u3000@SUM(A1)"],
    ['\n=1+1', '"\'\n=1+1"'],
    ['＝1+1', "'＝1+1"],
    ['＋1', "'＋1"],
    ['－1', "'－1"],
    ['＠SUM(A1)', "'＠SUM(A1)"],
  ])('%j becomes %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it.each([
    ['zero-width space', '\u200b'],
    ['left-to-right mark', '\u200e'],
    ['right-to-left override', '\u202e'],
    ['byte order mark', '\ufeff'],
    ['word joiner', '\u2060'],
    ['next line (U+0085)', '\u0085'],
    ['line separator', '\u2028'],
    ['paragraph separator', '\u2029'],
    ['a control character', '\u0001'],
    ['an ideographic space', '\u3000'],
    ['a mix of them', '\u200b \u200f\u0085\u00a0'],
    ['a Hangul filler', '\u3164'],
  ])('guards a formula hidden behind %s', (_name, invisible) => {
    for (const sign of ['=', '+', '-', '@', '\uff1d', '\uff0b', '\uff0d', '\uff20']) {
      expect(formulaSafe(`${invisible}${sign}1+1`)).toBe(`'${invisible}${sign}1+1`);
    }
  });

  it('leaves text alone whose first visible character is no formula sign', () => {
    expect(formulaSafe('\u200bhello=1')).toBe('\u200bhello=1');
    expect(formulaSafe('\u200e\u05e9\u05dc\u05d5\u05dd')).toBe('\u200e\u05e9\u05dc\u05d5\u05dd');
  });

  it('leaves = + - @ alone when they are not the first character', () => {
    expect(csvCell('a=b+c-d@e')).toBe('a=b+c-d@e');
    expect(csvCell('jane@example.org')).toBe('jane@example.org');
    expect(formulaSafe('a =1')).toBe('a =1');
  });
});

describe('records and documents', () => {
  it('ends every record with CRLF', () => {
    expect(csvRecord(['a', 'b,c', '=d'])).toBe('a,"b,c",\'=d\r\n');
    expect(
      toCsv(
        ['x', 'y'],
        [
          ['1', 'two\nlines'],
          ['', '"q"'],
        ],
      ),
    ).toBe('x,y\r\n1,"two\nlines"\r\n,"""q"""\r\n');
    expect(toCsv(['only'], [])).toBe('only\r\n');
  });

  it('turns stored values into cell text', () => {
    expect(cellText(['a', 'b', 'c'])).toBe('a; b; c');
    expect(cellText(true)).toBe('yes');
    expect(cellText(false)).toBe('no');
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
    expect(cellText(0)).toBe('0');
    expect(cellText([])).toBe('');
    expect(cellText([true, 2])).toBe('yes; 2');
  });
});

const definition = {
  id: 'demo',
  schema: {
    type: 'object',
    properties: {
      consent: { type: 'boolean', title: 'Consent' },
      name: { type: 'string', title: 'Name' },
      reasons: { type: 'array', items: { type: 'string' } },
      otherReason: { type: 'string', title: 'Other reason' },
      email: { type: 'string' },
      employees: { type: 'integer' },
      hiddenNote: { type: 'string' },
    },
  },
  ui: {},
  form: {
    sections: [
      { id: 'b', title: 'B', fields: ['email', 'employees'] },
      { id: 'a', title: 'A', fields: ['name', 'reasons', 'otherReason'] },
    ],
    payload: { email: 'email' },
  },
} as unknown as FormDefinition;

const submission = (
  id: string,
  answers: Record<string, unknown>,
  extra: Partial<StoredSubmission> = {},
): StoredSubmission =>
  submissionRecord({
    id,
    formId: 'demo',
    receivedAt: '2026-02-01T09:30:00.000Z',
    answers: JSON.stringify(answers),
    ...extra,
  });

describe('export rows', () => {
  it('takes the columns from the sections in order, then the fields outside them', () => {
    expect(exportColumns(definition)).toEqual([
      'id',
      'received_at',
      'status',
      'consent_at',
      'email',
      'employees',
      'name',
      'reasons',
      'otherReason',
      'consent',
      'hiddenNote',
    ]);
  });

  const table = exportTable(definition, [
    submission(
      's1',
      {
        name: '=HYPERLINK("http://evil.example","x")',
        email: 'Jane@Example.org',
        reasons: ['cost', 'other'],
        otherReason: 'Board asked, "urgently" 🚀',
        employees: 12,
        consent: true,
        retired: 'an answer to a field that was removed',
      },
      { consentAt: '2026-02-01T09:30:00.000Z' },
    ),
    submission('s2', { name: 'Bob', email: 'bob@example.org', consent: false }, { status: 'spam' }),
  ]);

  it('writes exact CSV: formula-safe, quoted, arrays joined, booleans yes/no, blanks empty', () => {
    expect(tableToCsv(table, definition)).toBe(
      'id,received_at,status,consent_at,email,employees,name,reasons,otherReason,consent,hiddenNote\r\n' +
        's1,2026-02-01T09:30:00.000Z,new,2026-02-01T09:30:00.000Z,Jane@Example.org,12,"\'=HYPERLINK(""http://evil.example"",""x"")",cost; other,"Board asked, ""urgently"" 🚀",yes,\r\n' +
        's2,2026-02-01T09:30:00.000Z,spam,,bob@example.org,,Bob,,,no,\r\n',
    );
  });

  it('writes JSON with the same columns and the values as stored', () => {
    const rows = JSON.parse(tableToJson(table)) as Record<string, unknown>[];
    expect(rows.map((row) => Object.keys(row))).toEqual([exportColumns(definition), exportColumns(definition)]);
    expect(rows[0]).toMatchObject({
      name: '=HYPERLINK("http://evil.example","x")',
      reasons: ['cost', 'other'],
      otherReason: 'Board asked, "urgently" 🚀',
      employees: 12,
      consent: true,
      hiddenNote: null,
    });
    expect(rows[1]).toMatchObject({ status: 'spam', consent_at: null, consent: false, reasons: null });
  });

  it('names stored answers that are no longer in the schema', () => {
    expect(table.unknownFields).toEqual(['retired']);
  });
});
