/**
 * The privacy notice version the built site shows (build/client/privacy/index.html), so the server
 * can tell at start when the version it records with each consent differs from the one visitors
 * read (a build made with other RETENTION_DAYS or VITE_FORM_ENDPOINT, or an older catalogue).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The version printed on the built /privacy page, or null when there is no such page. */
export function builtNoticeVersion(siteDir: string): string | null {
  let html: string;
  try {
    html = readFileSync(path.join(siteDir, 'privacy', 'index.html'), 'utf8');
  } catch {
    return null;
  }
  return /data-testid="notice-version"[^>]*>([^<]+)</.exec(html)?.[1]?.trim() ?? null;
}
