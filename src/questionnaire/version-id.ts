/** The name of a form version: the SHA-256 of its canonical JSON (Node only: the server, the build, the scripts). */
import { createHash } from 'node:crypto';
import type { FormDefinition } from './definition.ts';
import { versionContent } from './versions.ts';

export function formVersionId(definition: FormDefinition): string {
  return createHash('sha256').update(versionContent(definition)).digest('hex');
}

/** The definition with its version's name, as the page and the server carry it. */
export function withVersion(definition: FormDefinition): FormDefinition {
  return { ...definition, version: formVersionId(definition) };
}
