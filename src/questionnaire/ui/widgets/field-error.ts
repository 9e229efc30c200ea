/** The message a widget shows under itself (Mantine's `error` also sets aria-invalid). */
export function fieldError(rawErrors: readonly string[] | undefined): string | undefined {
  return rawErrors && rawErrors.length > 0 ? rawErrors.join(' ') : undefined;
}
