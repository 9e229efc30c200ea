/**
 * Errors under a field are drawn by each widget itself (Mantine's `error`, which also sets
 * aria-invalid); RJSF's separate error list would repeat them.
 */
export function FieldErrors() {
  return null;
}
