/**
 * The desk's settings (DESK, DESK_ORIGIN), read with the rest of the server's at start. Passkeys
 * are bound to the origin a browser shows, so the desk must know it: https in production, or
 * http://localhost, which browsers also treat as a secure context, for a local `npm start`.
 */

export interface DeskSettings {
  /** Where members open the desk, as browsers write an origin (https://desk.example.com). */
  readonly origin: string;
  /** The passkeys' relying party: the origin's host name. */
  readonly rpId: string;
  /** Ceremony requests (sign-in, enrolment, adding or confirming a passkey) per client network per 10 minutes. */
  readonly signInLimit: number;
}

/** Ceremony requests (options and answers together) per client network per window, by default (DESK_SIGN_IN_LIMIT). */
export const SIGN_IN_ATTEMPTS = 20;
export const SIGN_IN_WINDOW_MS = 10 * 60 * 1000;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function onOff(raw: string | undefined): boolean {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || ['on', 'true', 'yes', '1'].includes(value)) return true;
  if (['off', 'false', 'no', '0'].includes(value)) return false;
  throw new Error(`DESK must be on or off, got "${raw ?? ''}"`);
}

/** The public site this server serves (the firm config's URL), and whether it is the firm's own yet. */
export interface ServedSite {
  readonly url: string;
  /** False while the URL is still the shipped placeholder: a local or trial start. */
  readonly live: boolean;
}

/**
 * undefined when DESK=off (no desk route exists). DESK_ORIGIN unset is the local default,
 * http://localhost:<PORT>, for a start on a developer's machine; a server that serves the firm's
 * own site URL, or runs with NODE_ENV=production, is a deployment, where passkeys made at
 * localhost would never work: there a missing origin is an error naming the site's.
 */
export function deskSettingsFrom(
  env: NodeJS.ProcessEnv,
  port: number,
  site: ServedSite,
  signInLimit = SIGN_IN_ATTEMPTS,
): DeskSettings | undefined {
  if (!onOff(env.DESK)) return undefined;
  const raw = (env.DESK_ORIGIN ?? '').trim();
  if (raw === '') {
    if (site.live || env.NODE_ENV === 'production') {
      throw new Error(
        `DESK_ORIGIN is not set: give the origin members open the desk at (such as ${new URL(site.url).origin}, or https://desk.example.com for a host of its own), or DESK=off`,
      );
    }
    return { origin: `http://localhost:${port}`, rpId: 'localhost', signInLimit };
  }
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    // reported below
  }
  const secure = url?.protocol === 'https:' || (url?.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
  const bare = url !== undefined && url.pathname === '/' && url.search === '' && url.hash === '' && !url.username;
  if (!url || !secure || !bare) {
    throw new Error(
      `DESK_ORIGIN must be an origin such as https://desk.example.com (https, or http://localhost for a local start; no path), got "${raw}"`,
    );
  }
  return { origin: url.origin, rpId: url.hostname.replace(/^\[|\]$/g, ''), signInLimit };
}
