/**
 * The desk's settings (DESK, DESK_ORIGIN), read with the rest of the server's at start. Passkeys
 * are bound to the origin a browser shows, so the desk must know it: https in production, or
 * http://localhost, which browsers also treat as a secure context, for a local `npm start`.
 * Checked against the schema below: a wrong one stops the start, naming it.
 */
import { Type } from 'typebox';
import { replyPromiseHours } from '../../content/reply-promise.ts';
import {
  isOn,
  settingsReader,
  SettingsError,
  Switch,
  WholeNumber,
  type Environment,
} from '../../validation/settings.ts';

export interface DeskSettings {
  /** Where members open the desk, as browsers write an origin (https://desk.example.com). */
  readonly origin: string;
  /** The passkeys' relying party: the origin's host name. */
  readonly rpId: string;
  /** Ceremony requests per 10 minutes: per client network (sign-in, enrolment), per member (adding or confirming a passkey). */
  readonly signInLimit: number;
  /**
   * The desk's host name when it is not the site's (a host of its own: the desk answers there
   * only, the site not at all); null when they share one, or the site's URL is still the placeholder.
   */
  readonly ownHost: string | null;
  /**
   * How many hours before a lead's reply is due its assignee (or every member) is reminded: less
   * than the firm's promise (0, no such reminder, with a promise of one hour).
   */
  readonly reminderHours: number;
}

/** Ceremony requests (options and answers together) per network or member per window, by default (DESK_SIGN_IN_LIMIT). */
export const SIGN_IN_ATTEMPTS = 20;
export const SIGN_IN_WINDOW_MS = 10 * 60 * 1000;
/** Hours before a reply is due that the first reminder goes, by default (DESK_REMINDER_HOURS). */
export const REMINDER_HOURS = 4;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An origin a browser treats as a secure context (https, or http on this machine), without a path. */
function isDeskOrigin(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
  return secure && url.pathname === '/' && url.search === '' && url.hash === '' && !url.username;
}

/** DESK first: with the desk off, nothing else of it is read. */
const readDeskSwitch = settingsReader(Type.Object({ DESK: Switch('on') }));

const DeskEnvironment = Type.Object({
  DESK_ORIGIN: Type.Optional(
    Type.String({
      format: 'desk-origin',
      description: 'an origin such as https://desk.example.com (https, or http://localhost for a local start; no path)',
    }),
  ),
  // Two requests a sign-in: ten members signing in from one office within ten minutes by default.
  DESK_SIGN_IN_LIMIT: WholeNumber({ min: 1, max: 100_000, fallback: SIGN_IN_ATTEMPTS }),
  // A week at most; below the firm's promise too (reminderHoursFor): a reminder due before the lead
  // arrived would go the moment it does.
  DESK_REMINDER_HOURS: Type.Optional(Type.Integer({ minimum: 1, maximum: 168 })),
});

const readDeskEnvironment = settingsReader(DeskEnvironment, { 'desk-origin': isDeskOrigin });

/**
 * The hours before due that the first reminder goes: DESK_REMINDER_HOURS when it is less than the
 * firm's promise (a reminder at or before a lead's arrival says nothing a new lead does not), else
 * an error naming both. Unset: 4, or half a promise of 4 hours or less, in whole hours (a promise
 * of 1 hour has no reminder before due, only the overdue one).
 */
export function reminderHoursFor(given: number | undefined, promiseHours: number = replyPromiseHours): number {
  if (given === undefined) return promiseHours > REMINDER_HOURS ? REMINDER_HOURS : Math.floor(promiseHours / 2);
  if (given >= promiseHours) {
    throw new SettingsError(
      `DESK_REMINDER_HOURS is ${given}, but the firm promises a reply within ${promiseHours} hours (replyPromiseHours in src/content/firm.ts): ` +
        `the reminder before a reply is due would go as the lead arrives; set DESK_REMINDER_HOURS below ${promiseHours}`,
    );
  }
  return given;
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
export function deskSettingsFrom(env: Environment, port: number, site: ServedSite): DeskSettings | undefined {
  if (!isOn(readDeskSwitch(env).DESK)) return undefined;
  const settings = readDeskEnvironment(env);
  const signInLimit = settings.DESK_SIGN_IN_LIMIT;
  const reminderHours = reminderHoursFor(settings.DESK_REMINDER_HOURS);
  if (settings.DESK_ORIGIN === undefined) {
    if (site.live || env.NODE_ENV === 'production') {
      throw new SettingsError(
        `DESK_ORIGIN is not set: give the origin members open the desk at (such as ${new URL(site.url).origin}, or https://desk.example.com for a host of its own), or DESK=off`,
      );
    }
    return { origin: `http://localhost:${port}`, rpId: 'localhost', signInLimit, ownHost: null, reminderHours };
  }
  const url = new URL(settings.DESK_ORIGIN);
  const ownHost = site.live && new URL(site.url).hostname !== url.hostname ? url.hostname : null;
  return { origin: url.origin, rpId: url.hostname.replace(/^\[|\]$/g, ''), signInLimit, ownHost, reminderHours };
}
