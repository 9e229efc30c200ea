/**
 * Visitor text printed on the operator's terminal (`leads list`, `leads show`): control
 * characters (ESC sequences can clear the screen, move the cursor or hide lines), C1 controls and
 * the invisible bidi and zero-width characters are shown as escapes such as \x1b or \u202e,
 * so what the operator reads is what was stored. Line breaks stay when the text may span lines.
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
// eslint-disable-next-line no-control-regex -- as above, line breaks included
const UNSAFE_ON_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

function escape(char: string): string {
  const code = char.charCodeAt(0);
  if (char === '\t') return '\\t';
  if (char === '\n') return '\\n';
  if (char === '\r') return '\\r';
  return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** Text safe to print; tabs and line feeds kept (a multi-line answer stays readable). */
export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, escape);
}

/** Text safe to print in a table cell: nothing may break the line either. */
export function terminalSafeLine(text: string): string {
  return text.replace(UNSAFE_ON_ONE_LINE, escape);
}
