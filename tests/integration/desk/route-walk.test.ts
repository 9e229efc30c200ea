/**
 * Every route of the desk, as the real server registers it (Fastify's onRoute hook), not as a
 * list kept by hand: each API answers 401 without a session and with an unknown one; each page
 * path answers the shell, which holds no data; each owners' route answers 403 to a consultant and
 * each members' route does not. Who may use a route is written here once: owners invite, remove,
 * export and erase; every member reads leads, changes their status, writes notes and the rest. A
 * new route in neither list fails the first test until someone decides who may use it. Every
 * route also declares the schema of what it takes (path parameters, body) and of what it answers.
 * Every answer of every route (a refusal, a ceremony's, a lead, the CSV export, an invite's link)
 * carries `Cache-Control: no-store`.
 */
import { randomUUID } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifySchema, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_CSP } from '../../../src/server/desk/pages.ts';
import { SESSION_COOKIE } from '../../../src/server/desk/session.ts';
import { confirmedSession, deskCall, signedInMember } from '../../support/desk-session.ts';
import { SoftAuthenticator } from '../../support/soft-authenticator.ts';
import { storeSubmission } from '../../support/stored-submission.ts';
import { backends, startTestServer, type TestServer } from '../../support/test-server.ts';

const ORIGIN = 'http://localhost:4479';

/** Owners only: the team (invite, remove, end a member's sessions), the CSV export, erasure, closing a request. */
const OWNERS_ONLY = [
  'GET /desk/api/team',
  'POST /desk/api/team/invites',
  'POST /desk/api/team/invites/revoke',
  'POST /desk/api/team/remove',
  'POST /desk/api/team/sessions/end',
  'GET /desk/api/leads.csv',
  'POST /desk/api/requests/:id/erase',
  // Closing a request says the firm answered it (an access report released).
  'POST /desk/api/requests/:id/close',
];

/** Every signed-in member, consultants included. */
const EVERY_MEMBER = [
  'GET /desk/api/session',
  'POST /desk/api/sign-out',
  'GET /desk/api/leads',
  'GET /desk/api/leads/:id',
  // A lead's printable page; may not exist yet on every branch (members' routes are not required to).
  'GET /desk/api/leads/:id/print',
  'POST /desk/api/leads/:id/status',
  'POST /desk/api/leads/:id/assignee',
  'POST /desk/api/leads/:id/notes',
  'POST /desk/api/leads/:id/answered',
  'POST /desk/api/leads/:id/replies',
  'POST /desk/api/leads/:id/retry',
  'GET /desk/api/requests',
  'POST /desk/api/requests',
  'POST /desk/api/requests/:id/notes',
  'GET /desk/api/requests/:id/access',
  'GET /desk/api/delivery',
  'POST /desk/api/delivery/retry',
  'GET /desk/api/insights/weekly',
  'GET /desk/api/insights/forms/:form',
  'GET /desk/api/insights/reply-times',
  'GET /desk/api/me/passkeys',
  'POST /desk/api/me/passkeys/options',
  'POST /desk/api/me/passkeys/verify',
  'POST /desk/api/me/passkeys/remove',
  'POST /desk/api/me/confirm/options',
  'POST /desk/api/me/confirm/verify',
  'GET /desk/api/me/sessions',
  'POST /desk/api/me/sessions/end',
  'POST /desk/api/me/sessions/end-others',
  'GET /desk/api/me/settings',
  'POST /desk/api/me/settings/reminders',
];

/** Open to anyone (they create the session); required, so a rename cannot slip past the walk. */
const CEREMONIES = [
  'POST /desk/api/sign-in/options',
  'POST /desk/api/sign-in/verify',
  'POST /desk/api/enrol/options',
  'POST /desk/api/enrol/verify',
];

/** The desk's one page (the shell, for every path under /desk) and its assets. */
const PAGES = ['GET /desk', 'GET /desk/*'];

/** Every other method under /desk/api: a 405 naming the path's methods, or a 404 for no such path. */
const WRONG_METHOD = /^(?!GET |HEAD )[A-Z]+ \/desk\/api\/\*$/;

/** Changes that take no body: what they act on is the session, the path, or nothing at all. */
const NO_BODY = [
  'POST /desk/api/sign-out',
  'POST /desk/api/delivery/retry',
  'POST /desk/api/leads/:id/retry',
  'POST /desk/api/sign-in/options',
  'POST /desk/api/me/passkeys/options',
  'POST /desk/api/me/confirm/options',
  'POST /desk/api/me/sessions/end-others',
];

/**
 * What a route is sent so that it answers in full rather than refusing what was sent (its answer a
 * sign-up link); every other change is sent an empty JSON body.
 */
const BODIES: Readonly<Record<string, unknown>> = {
  'POST /desk/api/team/invites': { email: 'invited@firm.example', role: 'consultant' },
};

const SHELL =
  '<!doctype html><html lang="en"><head><title>Desk</title></head><body><div id="root"></div></body></html>';

const methodOf = (route: string) => route.slice(0, route.indexOf(' '));
const pathOf = (route: string) => route.slice(route.indexOf(' ') + 1);
/**
 * A request path for a route: each parameter given a value no record has, unless `records` names
 * one that exists (a lead, a privacy request, a form) so that the answer is the record's data.
 */
const concrete = (route: string, records: { lead?: string; request?: string; form?: string } = {}) =>
  pathOf(route)
    .replace(/^\/desk\/api\/leads\/:id/, `/desk/api/leads/${records.lead ?? 'no-such-id'}`)
    .replace(/^\/desk\/api\/requests\/:id/, `/desk/api/requests/${records.request ?? 'no-such-id'}`)
    .replace(':form', records.form ?? 'no-such-id')
    .replace(/:[A-Za-z]+/g, 'no-such-id');
/** A walk's routes with the HEAD twin of each GET (answered by the same handler and hooks). */
const withHeads = (routes: readonly string[]) =>
  routes.flatMap((route) => (methodOf(route) === 'GET' ? [route, `HEAD ${pathOf(route)}`] : [route]));

describe.each(backends)('every desk route on $name', (backend) => {
  let server: TestServer;
  let root: string;
  const registered: string[] = [];
  const schemas = new Map<string, FastifySchema | undefined>();

  beforeAll(async () => {
    // The fixture site with a desk built beside it, as build/client and build/desk are.
    root = mkdtempSync(path.join(tmpdir(), 'desk-walk-'));
    cpSync('tests/fixtures/site', path.join(root, 'client'), { recursive: true });
    mkdirSync(path.join(root, 'desk'));
    writeFileSync(path.join(root, 'desk', 'index.html'), SHELL);
    const onRoute = (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        registered.push(`${method} ${route.url}`);
        schemas.set(`${method} ${route.url}`, route.schema);
      }
    };
    server = await startTestServer(backend, { DESK_ORIGIN: ORIGIN, SITE_DIR: path.join(root, 'client') }, { onRoute });
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** The desk's routes, HEAD twins of GET routes (Fastify adds them) left out. */
  const deskRoutes = () =>
    [...new Set(registered)].filter((route) => /^[A-Z]+ \/desk(\/|$)/.test(route) && methodOf(route) !== 'HEAD');
  const apiRoutes = () =>
    deskRoutes().filter((route) => !PAGES.includes(route) && !CEREMONIES.includes(route) && !WRONG_METHOD.test(route));
  /** A route called as the desk's pages would (POSTs with the desk's Origin and a JSON body, empty unless BODIES has one). */
  async function call(
    route: string,
    token?: string,
    records?: Parameters<typeof concrete>[1],
  ): Promise<{ status: number; text: string; cache: string | null }> {
    const method = methodOf(route);
    const response = await fetch(`${server.url}${concrete(route, records)}`, {
      method,
      headers: {
        ...(method === 'POST' ? { 'content-type': 'application/json', origin: ORIGIN } : {}),
        ...(token ? { cookie: `${SESSION_COOKIE}=${token}` } : {}),
      },
      body: method === 'POST' ? JSON.stringify(BODIES[route] ?? {}) : undefined,
    });
    return { status: response.status, text: await response.text(), cache: response.headers.get('cache-control') };
  }

  it('has the public ceremonies and the pages, and no route nobody decided on', () => {
    const routes = deskRoutes();
    expect(routes.length).toBeGreaterThan(CEREMONIES.length + PAGES.length);
    for (const route of [...CEREMONIES, ...PAGES]) expect(routes, route).toContain(route);
    const decided = new Set([...OWNERS_ONLY, ...EVERY_MEMBER, ...CEREMONIES, ...PAGES]);
    // A new route: add it to OWNERS_ONLY or EVERY_MEMBER above, as its purpose says.
    expect(routes.filter((route) => !decided.has(route) && !WRONG_METHOD.test(route))).toEqual([]);
    // Every HEAD route is a GET route's twin, answered by the same handler behind the same checks.
    const heads = [...new Set(registered)].filter((route) => /^HEAD \/desk(\/|$)/.test(route));
    expect(heads.map((route) => `GET ${pathOf(route)}`).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('declares on every route the schema of its path parameters, its body and its JSON answers', () => {
    const keysOf = (schema: unknown): string[] =>
      typeof schema === 'object' && schema !== null ? Object.keys(schema) : [];
    const propertiesOf = (schema: unknown): string[] =>
      typeof schema === 'object' && schema !== null && 'properties' in schema ? keysOf(schema.properties) : [];
    const undeclared: string[] = [];
    for (const route of deskRoutes()) {
      const schema = schemas.get(route);
      if (!schema) {
        undeclared.push(`${route}: no schema`);
        continue;
      }
      const parameters = [...pathOf(route).matchAll(/:([A-Za-z]+)|\*$/g)].map((match) => match[1] ?? '*');
      for (const name of parameters) {
        if (!propertiesOf(schema.params).includes(name)) undeclared.push(`${route}: path parameter ${name}`);
      }
      if (WRONG_METHOD.test(route)) {
        // It reads no body and answers only refusals.
        if (schema.body || !keysOf(schema.response).includes('4xx')) undeclared.push(`${route}: answer 4xx only`);
        continue;
      }
      if (methodOf(route) === 'POST' && !NO_BODY.includes(route) && !schema.body) undeclared.push(`${route}: body`);
      if (NO_BODY.includes(route) && schema.body) undeclared.push(`${route}: a body it is said not to take`);
      if (PAGES.includes(route)) {
        if (!schema.headers) undeclared.push(`${route}: the headers its answer depends on`);
      } else {
        // Its answer, and every refusal (401, 403, 404, a 400 naming a field): JSON of a declared shape.
        for (const status of ['200', '4xx']) {
          if (!keysOf(schema.response).includes(status)) undeclared.push(`${route}: answer ${status}`);
        }
      }
    }
    expect(undeclared).toEqual([]);
  });

  it('answers 401 on every API route without a session and with an unknown one', async () => {
    const walked = withHeads(apiRoutes());
    const uncached: string[] = [];
    const statuses = async (token?: string) => {
      const found: Record<string, number> = {};
      for (const route of walked) {
        const answer = await call(route, token);
        found[route] = answer.status;
        if (answer.cache !== 'no-store') uncached.push(`${route}: ${answer.cache}`);
      }
      return found;
    };
    const unauthorised = Object.fromEntries(walked.map((route) => [route, 401]));
    expect(await statuses()).toEqual(unauthorised);
    expect(await statuses('A'.repeat(43))).toEqual(unauthorised);
    // The ceremonies, open to anyone: their options (a challenge) and their refusals alike.
    for (const route of CEREMONIES) {
      const answer = await call(route);
      expect(answer.status, route).toBeLessThan(500);
      if (answer.cache !== 'no-store') uncached.push(`${route}: ${answer.status} ${answer.cache}`);
    }
    expect(uncached).toEqual([]);
    // The same route spelt with escapes is the same route, behind the same check.
    for (const route of walked.map((each) => each.replace('/api/', '/%61pi/'))) {
      expect((await call(route)).status, route).not.toBe(200);
    }
  });

  it('answers every page path with the shell, which holds no data, and an unknown API path with a 404', async () => {
    for (const page of ['/desk', '/desk/', '/desk/anything', '/desk/leads/no-such-id', '/desk/me']) {
      const answer = await deskCall(server.url, ORIGIN, page);
      expect(answer.status, page).toBe(200);
      expect(answer.headers.get('content-security-policy'), page).toBe(DESK_CSP);
      expect(answer.headers.get('cache-control'), page).toBe('no-store');
      expect(answer.text, page).toBe(SHELL);
    }
    const unknown = await deskCall(server.url, ORIGIN, '/desk/api/no-such-endpoint');
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toEqual({ error: expect.any(String) });
  });

  it('answers 403 to a consultant on each owners’ route, and lets each member use the rest', async () => {
    const owner = await signedInMember(server, ORIGIN, 'owner@firm.example', 'owner');
    // Confirmed with their passkey, as a member is before changing their passkeys (which asks for it every time).
    const key = new SoftAuthenticator();
    const consultant = await confirmedSession(
      server,
      ORIGIN,
      await signedInMember(server, ORIGIN, 'consultant@firm.example', 'consultant', key),
      key,
    );
    // A lead (its personal data), an access request and a form the insights know, for the routes that read them.
    const records = { lead: (await storeSubmission(server.store)).id, request: randomUUID(), form: 'contact' };
    await server.store.desk.createRequest({
      id: records.request,
      kind: 'access',
      law: 'gdpr',
      email: 'ada@example.org',
      receivedOn: '2026-04-01',
      dueOn: '2026-05-01',
      recordedBy: 'owner@firm.example',
    });
    const routes = withHeads(apiRoutes());
    const owners = routes.filter((route) => OWNERS_ONLY.includes(route.replace(/^HEAD /, 'GET ')));
    expect(owners.length).toBeGreaterThan(0);
    // Sign-out last: it ends the session the others use.
    const members = routes
      .filter((route) => !owners.includes(route))
      .sort((a, b) => Number(a === 'POST /desk/api/sign-out') - Number(b === 'POST /desk/api/sign-out'));
    // Whatever anyone is answered (a lead, an invite link, an export, a refusal) is never kept by a cache.
    const uncached: string[] = [];
    const answered = new Map<string, number>();
    const walk = async (route: string, token: string) => {
      const answer = await call(route, token, records);
      if (answer.cache !== 'no-store') uncached.push(`${route}: ${answer.status} ${answer.cache}`);
      return answer;
    };

    const consultantOnOwners: Record<string, number> = {};
    for (const route of owners) consultantOnOwners[route] = (await walk(route, consultant)).status;
    expect(consultantOnOwners).toEqual(Object.fromEntries(owners.map((route) => [route, 403])));

    // Let in: the answer may still refuse what was sent (400, 404), never who sent it.
    const refusedWho = (status: number) => status === 401 || status === 403;
    const ownerRefused: string[] = [];
    for (const route of owners) {
      const answer = await walk(route, owner);
      answered.set(route, answer.status);
      if (refusedWho(answer.status)) ownerRefused.push(`${route}: ${answer.status} ${answer.text}`);
    }
    expect(ownerRefused).toEqual([]);
    const consultantRefused: string[] = [];
    for (const route of members) {
      const answer = await walk(route, consultant);
      answered.set(route, answer.status);
      if (refusedWho(answer.status)) consultantRefused.push(`${route}: ${answer.status} ${answer.text}`);
    }
    expect(consultantRefused).toEqual([]);
    expect(uncached).toEqual([]);
    // Checked on the data itself, not only on refusals: every read (of records that exist) and an invite's link.
    const full = [...answered].filter(([route]) => /^(GET|HEAD) /.test(route) || route in BODIES);
    expect(Object.fromEntries(full)).toEqual(Object.fromEntries(full.map(([route]) => [route, 200])));
  });

  it('answers a method a desk API path does not take with 405, Allow and JSON, never the site’s page', async () => {
    const allowed = new Map<string, string[]>();
    for (const route of [...apiRoutes(), ...CEREMONIES]) {
      const methods = allowed.get(concrete(route)) ?? [];
      allowed.set(concrete(route), [...methods, methodOf(route), ...(methodOf(route) === 'GET' ? ['HEAD'] : [])]);
    }
    const wrong: string[] = [];
    for (const [urlPath, methods] of allowed) {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].filter((each) => !methods.includes(each))) {
        const response = await fetch(`${server.url}${urlPath}`, { method, headers: { origin: ORIGIN } });
        const body = await response.text();
        const allow = response.headers.get('allow')?.split(', ').sort();
        if (response.status !== 405 || JSON.stringify(allow) !== JSON.stringify([...methods].sort())) {
          wrong.push(`${method} ${urlPath}: ${response.status} allow ${String(allow)}`);
        }
        if (!/^\{"error":/.test(body) || response.headers.get('cache-control') !== 'no-store') {
          wrong.push(`${method} ${urlPath}: ${body.slice(0, 40)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    const unknown = await fetch(`${server.url}/desk/api/no-such-endpoint`, { method: 'DELETE' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: expect.any(String) });
  });
});
