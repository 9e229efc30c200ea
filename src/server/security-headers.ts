/**
 * Security headers sent on every response. HTML pages get a Content-Security-Policy that lists
 * the SHA-256 hashes of their own inline scripts (React Router's hydration data and module
 * loader differ per page), so script-src needs neither 'unsafe-inline' nor 'unsafe-eval'. The page's
 * CSS is inlined at build time (scripts/inline-css.ts): style elements are allowed by hash too.
 */
import { createHash } from 'node:crypto';

export interface CspOptions {
  /** Extra origins allowed to serve scripts (the analytics provider, when configured). */
  readonly scriptOrigins: readonly string[];
  /** Extra origins the page may send requests to (analytics, a hosted form endpoint). */
  readonly connectOrigins: readonly string[];
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

export function inlineScriptHashes(html: string): string[] {
  return inlineHashes(html, INLINE_SCRIPT);
}

export function inlineStyleHashes(html: string): string[] {
  return inlineHashes(html, INLINE_STYLE);
}

function inlineHashes(html: string, element: RegExp): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(element)) {
    const body = match[1] ?? '';
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export function pageCsp(html: string, options: CspOptions): string {
  const scriptSrc = ["'self'", ...inlineScriptHashes(html), ...options.scriptOrigins];
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(' ')}`,
    // Style elements: the page's own, by hash. Mantine sets CSS variables in style attributes.
    // (style-src is the fallback of browsers without the -elem/-attr directives.)
    "style-src 'self' 'unsafe-inline'",
    `style-src-elem ${["'self'", ...inlineStyleHashes(html)].join(' ')}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${["'self'", ...options.connectOrigins].join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy for everything that is not a page: nothing may run or embed it. */
export const NON_HTML_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'";

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // No other site's window keeps a handle on ours (to navigate it to a look-alike, say), and Chrome on
  // Android gives the site a process of its own. The price is a fresh renderer at each arrival, whose
  // setup Lighthouse's simulation counts as blocking time (docs/performance.md, the opener policy).
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'permissions-policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
};

export function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? [] : [origin];
  } catch {
    return [];
  }
}
