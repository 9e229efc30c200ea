/**
 * Marketing consent end to end, on the real server and store (SQLite; PostgreSQL too with
 * DATABASE_URL): the ISO 9001 questionnaire's opt-in (form.json marketingOptIn) is stored apart
 * from the consent to be contacted, exported, listed by `leads marketing-list`, withdrawn by
 * `leads unsubscribe` and no longer listed afterwards, while `leads access` shows each step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formById, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { buildPayload } from '../../src/questionnaire/payload.ts';
import { parseLeadsArgs } from '../../src/server/leads/args.ts';
import { runCommand } from '../../src/server/leads/commands.ts';
import { marketingLabel } from '../../src/server/submissions/consent.ts';
import { fullAnswers } from '../support/sample-answers.ts';
import { backends, post, startTestServer, type TestServer } from '../support/test-server.ts';

const catalogue = loadCatalogue();
const iso9001 = formById(catalogue, 'iso9001');
const optIn = iso9001.form.marketingOptIn?.field ?? '';
const emailField = iso9001.form.payload.email;

describe.each(backends)('marketing consent on $name', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => {
    await server.close();
  });

  /** Runs `npm run leads -- <args>` against the server's store; returns what it printed. */
  async function leads(...args: string[]): Promise<string> {
    let out = '';
    await runCommand(parseLeadsArgs(args), {
      store: server.store,
      dataDir: server.dataDir,
      catalogue,
      out: (text) => (out += text),
      err: () => undefined,
    });
    return out;
  }

  const send = async (email: string, optedIn: boolean) => {
    const answers = { ...fullAnswers(iso9001), [emailField]: email, [optIn]: optedIn };
    const response = await post(server.url, buildPayload(iso9001, answers, new Date(), ''));
    expect(response.status).toBe(200);
    return String(response.json.id);
  };
  const listed = async () => (await leads('marketing-list')).trim().split('\r\n').slice(1);
  const accessOf = async (email: string) =>
    (JSON.parse(await leads('access', '--email', email)) as { submissions: Record<string, unknown>[] }).submissions;

  it('declares the ISO 9001 opt-in in the catalogue', () => {
    expect(optIn).not.toBe('');
    expect(iso9001.schema.properties[optIn]?.type).toBe('boolean');
  });

  it('stores, exports, lists and withdraws the opt-in, apart from the contact consent', async () => {
    const yes = await send('Opted.In@example.org', true);
    const no = await send('not.opted@example.org', false);

    const stored = await server.store.getSubmission(yes);
    expect(stored?.consentAt).toBe(stored?.receivedAt);
    expect(stored?.marketingAt).toBe(stored?.receivedAt);
    expect(stored?.marketingText).toBe(marketingLabel(iso9001));
    expect(stored?.marketingText).not.toBe(stored?.consentText);
    expect(stored?.marketingWithdrawnAt).toBeNull();
    expect((await server.store.getSubmission(no))?.marketingAt).toBeNull();

    const exported = JSON.parse(await leads('export', '--form', 'iso9001', '--format', 'json')) as Record<
      string,
      unknown
    >[];
    expect(exported.find((row) => row.id === yes)).toMatchObject({
      marketing_at: stored?.marketingAt,
      marketing_withdrawn_at: null,
    });
    expect(exported.find((row) => row.id === no)).toMatchObject({ marketing_at: null });

    const before = await listed();
    expect(before).toHaveLength(1);
    expect(before[0]).toMatch(/^Opted\.In@example\.org,/);

    const [access] = await accessOf('opted.in@example.org');
    expect(access?.marketingConsent).toEqual({
      givenAt: stored?.marketingAt,
      text: stored?.marketingText,
      withdrawnAt: null,
    });

    expect(await leads('unsubscribe', '--email', ' OPTED.IN@example.org ')).toMatch(
      /^Withdrew the marketing consent of 1 submission/,
    );
    expect(await listed()).toEqual([]);
    const withdrawn = await server.store.getSubmission(yes);
    expect(withdrawn?.marketingWithdrawnAt).not.toBeNull();
    expect(withdrawn?.marketingAt).toBe(stored?.marketingAt);
    const [afterAccess] = await accessOf('opted.in@example.org');
    expect(afterAccess?.marketingConsent).toMatchObject({ withdrawnAt: withdrawn?.marketingWithdrawnAt });
    expect(await leads('unsubscribe', '--email', 'opted.in@example.org')).toMatch(/^No standing marketing consent/);

    // A later opt-in is a new consent: the address is listed again, from that submission.
    const again = await send('opted.in@example.org', true);
    const renewed = await listed();
    expect(renewed).toHaveLength(1);
    expect(renewed[0]).toContain((await server.store.getSubmission(again))?.marketingAt ?? 'missing');
  });
});
