/** Small helpers for reading untyped JSON and for writing about it. */

export type JsonObject = { [key: string]: unknown };

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** RFC 6901 pointer from path segments ('/' for none). */
export function pointerOf(...segments: readonly (string | number)[]): string {
  if (segments.length === 0) return '/';
  return segments.map((segment) => '/' + String(segment).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

export function quote(value: unknown): string {
  return JSON.stringify(value);
}

export function quoteList(values: readonly unknown[]): string {
  return values.map(quote).join(', ');
}

export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** What a value is, in words: "a list", "a string", "true/false". */
export function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'boolean') return 'true/false';
  return `a ${typeof value}`;
}
