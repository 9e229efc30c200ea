/** How the commands write for the operator: aligned tables, counted words, files for the owner's eyes only. */
import { closeSync, fchmodSync, openSync, writeSync } from 'node:fs';
import { terminalSafeLine } from './terminal.ts';

/** Left-aligned columns separated by two spaces; cells made safe for the terminal. */
export function formatTable(header: readonly string[], cells: readonly (readonly string[])[]): string {
  const rows = cells.map((row) => row.map(terminalSafeLine));
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return `${[line(header), ...rows.map(line)].join('\n')}\n`;
}

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
export const addresses = (count: number) => `${count} address${count === 1 ? '' : 'es'}`;

/**
 * The export holds personal data: the file is readable by its owner only, also when it already
 * existed with wider rights (the mode is set before a byte is written).
 */
export function writeOwnerOnly(file: string, text: string): void {
  const descriptor = openSync(file, 'w', 0o600);
  try {
    fchmodSync(descriptor, 0o600);
    writeSync(descriptor, text);
  } finally {
    closeSync(descriptor);
  }
}
