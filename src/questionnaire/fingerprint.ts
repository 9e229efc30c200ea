/** A short, stable fingerprint of a form's questions (FNV-1a over its schema): changes when they do. */
export function schemaFingerprint(schema: unknown): string {
  const text = JSON.stringify(schema);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
