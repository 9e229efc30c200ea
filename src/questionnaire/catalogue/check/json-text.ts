/**
 * Parses a JSON file's text and, when it is not valid JSON, finds the line and column of the
 * actual mistake with a plain reason ("extra comma before ]"). JSON.parse's own messages give no
 * position for some mistakes (a trailing comma in a list), so a small scanner walks the text.
 */

export type JsonText =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly line: number; readonly column: number; readonly reason: string };

class SyntaxAt extends Error {
  readonly position: number;
  constructor(position: number, reason: string) {
    super(reason);
    this.position = position;
  }
}

const LITERALS = ['true', 'false', 'null'] as const;

function shown(char: string): string {
  if (char === '\n' || char === '\r') return 'a line break';
  if (char === '\t') return 'a tab';
  return `"${char}"`;
}

/** Walks the text as JSON and throws SyntaxAt at the first mistake. */
class Scanner {
  private index = 0;
  private readonly text: string;

  constructor(text: string) {
    this.text = text;
  }

  scan(): void {
    this.value();
    this.space();
    if (this.index < this.text.length) {
      this.fail('unexpected text after the end of the JSON: remove it, or check that no } or ] closes too early');
    }
  }

  private fail(reason: string, at = this.index): never {
    throw new SyntaxAt(at, reason);
  }

  /** The character at the current index (a method, so checks after a step are not narrowed away). */
  private peek(): string | undefined {
    return this.text[this.index];
  }

  private space(): void {
    for (let char = this.peek(); char !== undefined && ' \t\n\r'.includes(char); char = this.peek()) this.index++;
  }

  private value(): void {
    this.space();
    const char = this.peek();
    if (char === undefined) this.fail('the file ends where a value was expected: something is missing at the end');
    else if (char === '{') this.object();
    else if (char === '[') this.array();
    else if (char === '"') this.string();
    else if (char === "'") this.fail('texts need double quotes ("..."), not single quotes');
    else if (char === '-' || (char >= '0' && char <= '9')) this.number();
    else {
      const word = LITERALS.find((literal) => this.text.startsWith(literal, this.index));
      if (word) this.index += word.length;
      else
        this.fail(
          `unexpected ${shown(char)}: a value was expected here (a text in double quotes, a number, true, false, null, {...} or [...])`,
        );
    }
  }

  private object(): void {
    this.index++;
    this.space();
    if (this.peek() === '}') {
      this.index++;
      return;
    }
    for (;;) {
      this.space();
      const char = this.peek();
      if (char === '"') this.string();
      else if (char === undefined) this.fail('the file ends inside an object: a closing } is missing');
      else if (char === "'") this.fail('keys need double quotes ("key"), not single quotes');
      else if (/[A-Za-z_$]/.test(char)) this.fail('keys need double quotes: write "key" rather than key');
      else this.fail(`unexpected ${shown(char)}: a key in double quotes was expected`);
      this.space();
      if (this.peek() !== ':') this.fail('missing colon: write "key": value');
      this.index++;
      this.value();
      const end = this.index;
      this.space();
      if (this.peek() === '}') {
        this.index++;
        return;
      }
      if (this.peek() === ',') {
        const comma = this.index;
        this.index++;
        this.space();
        if (this.peek() === '}') this.fail('extra comma before }: remove the comma after the last entry', comma);
        continue;
      }
      const next = this.peek();
      if (next === undefined) this.fail('the file ends inside an object: a closing } is missing');
      if (next === '"') this.fail('missing comma: add "," after this value, before the next key', end);
      this.fail(`unexpected ${shown(next)}: a comma or a closing } was expected`);
    }
  }

  private array(): void {
    this.index++;
    this.space();
    if (this.peek() === ']') {
      this.index++;
      return;
    }
    for (;;) {
      this.value();
      const end = this.index;
      this.space();
      if (this.peek() === ']') {
        this.index++;
        return;
      }
      if (this.peek() === ',') {
        const comma = this.index;
        this.index++;
        this.space();
        if (this.peek() === ']') this.fail('extra comma before ]: remove the comma after the last item', comma);
        continue;
      }
      if (this.peek() === undefined) this.fail('the file ends inside a list: a closing ] is missing');
      if (this.peek() === '}') this.fail('a list opened with [ is closed with }: close it with ]');
      this.fail('missing comma: add "," after this item, before the next one', end);
    }
  }

  private string(): void {
    const start = this.index;
    this.index++;
    for (;;) {
      const char = this.peek();
      if (char === undefined || char === '\n' || char === '\r') {
        this.fail('a text is not closed: add the closing double quote " on the same line', start);
      }
      if (char === '"') {
        this.index++;
        return;
      }
      if (char === '\\') {
        const escape = this.text[this.index + 1] ?? '';
        if (escape === 'u' && /^[0-9a-fA-F]{4}$/.test(this.text.slice(this.index + 2, this.index + 6))) {
          this.index += 6;
          continue;
        }
        if (!'"\\/bfnrt'.includes(escape) || escape === '') {
          this.fail(`"\\${escape}" is not a valid escape in a text: write "\\\\" for a backslash`);
        }
        this.index += 2;
        continue;
      }
      if (char < ' ') this.fail(`${shown(char)} inside a text: write it as \\n or \\t, or remove it`);
      this.index++;
    }
  }

  private number(): void {
    const match = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(this.text.slice(this.index));
    if (!match || match[0] === '-') this.fail('not a valid number: write digits, e.g. 12 or 0.5');
    this.index += match[0].length;
    const next = this.peek();
    if (next !== undefined && /[0-9.eE]/.test(next)) {
      this.fail('not a valid number: no leading zeros, and a decimal point needs digits on both sides');
    }
  }
}

function lineAndColumn(text: string, position: number): { line: number; column: number } {
  const lines = text.slice(0, position).split('\n');
  return { line: lines.length, column: (lines[lines.length - 1] ?? '').length + 1 };
}

export function parseJsonText(raw: string): JsonText {
  // Editors on some systems write a byte-order mark; it is not part of the JSON.
  const text = raw.startsWith('\uFEFF') ? raw.slice(1) : raw;
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    try {
      new Scanner(text).scan();
    } catch (found) {
      if (found instanceof SyntaxAt)
        return { ok: false, ...lineAndColumn(text, found.position), reason: found.message };
      throw found;
    }
    // The scanner found nothing JSON.parse refused: fall back to its own words, without a position.
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, line: 1, column: 1, reason };
  }
}
