/**
 * A form sent without scripts, through the real server, store and SMTP sink: the form's fields,
 * form-encoded, posted to its own page go through the same intake as the JSON (row, consent
 * record, email, Origin, honeypot, size and rate limits, the pipeline's order) and are answered
 * with a page. The pages' drawing is the browser tests' (tests/e2e/no-script.spec.ts, on the built
 * renderer); here a plain renderer shows what the server hands it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formById, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import type { Answers, FormDefinition } from '../../src/questionnaire/definition.ts';
import { controlName } from '../../src/questionnaire/form-fields.ts';
import { PAGE_VALUES_FIELD, pageValues, POST_KEY_FIELD } from '../../src/questionnaire/form-post.ts';
import { pipelineFailures } from '../../src/questionnaire/pipeline.ts';
import { submissionReference } from '../../src/questionnaire/reference.ts';
import type { BuiltFile } from '../../src/server/common/built-files.ts';
import type { FormPages } from '../../src/server/submissions/form-page.ts';
import { minimalAnswers } from '../support/sample-answers.ts';
import {
  backends,
  receivedMail,
  startServerWithSink,
  startTestServer,
  type MailingTestServer,
} from '../support/test-server.ts';

const catalogue = loadCatalogue();
const contact = formById(catalogue, 'contact');

/** The form page's own policy (its inline styles' hashes, in the real build). */
const SHELL_CSP = "default-src 'self'; style-src 'sha256-shell'";

const shell = (definition: FormDefinition): BuiltFile => ({
  body: Buffer.from(
    `<!DOCTYPE html><html><head><title>${definition.form.title}</title></head><body><main></main></body></html>`,
  ),
  br: null,
  gzip: null,
  contentType: 'text/html; charset=utf-8',
  etag: '"shell"',
  cacheControl: 'no-cache',
  csp: SHELL_CSP,
});

/** Says in plain text what the server asked to draw: the failing fields in order, or the reference. */
const pages: FormPages = {
  renderer: async () => ({
    renderRefused: async (_definition, _answers, failures, message) =>
      `<p id="refused">${failures.map((failure) => failure.field).join(',')}|${message ?? ''}</p>`,
    renderAccepted: (_definition, reference, email) => `<p id="accepted">${reference}|${email ?? ''}</p>`,
  }),
  shellOf: shell,
};

/** The form-encoded body a page sends for these answers (text answers only: the contact form's). */
function encoded(definition: FormDefinition, answers: Answers, extra: Record<string, string> = {}): string {
  const body = new URLSearchParams();
  for (const [field, value] of Object.entries(answers)) body.append(controlName(definition, field), String(value));
  body.append('_gotcha', '');
  body.append(PAGE_VALUES_FIELD, JSON.stringify(pageValues(definition)));
  for (const [name, value] of Object.entries(extra)) body.set(name, value);
  return body.toString();
}

async function sendForm(url: string, definition: FormDefinition, body: string, origin = url) {
  const response = await fetch(`${url}${definition.form.route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body,
  });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    csp: response.headers.get('content-security-policy'),
    cache: response.headers.get('cache-control'),
    html: await response.text(),
  };
}

describe.each(backends)('forms sent without scripts on $name', (backend) => {
  let server: MailingTestServer;
  beforeAll(async () => {
    server = await startServerWithSink(backend, {}, {}, { formPages: pages });
  });
  afterAll(() => server.close());

  it('accepted: stored, emailed to the firm, answered with the thank-you page', async () => {
    const answers = minimalAnswers(contact);
    const sent = await sendForm(server.url, contact, encoded(contact, answers));
    expect(sent.status).toBe(200);
    expect(sent.type).toMatch(/^text\/html/);
    const [stored] = (await server.store.allSubmissions()).filter((row) => row.formId === contact.id);
    if (!stored) throw new Error('nothing stored');
    expect(JSON.parse(stored.answers)).toEqual(answers);
    expect(stored.status).toBe('new');
    expect(sent.html).toContain(`<p id="accepted">${submissionReference(stored.id)}|`);
    await receivedMail(server.sink, stored.id);
  });

  it('sent again (a refresh of the answer page, back and send): the first thank-you page, one lead', async () => {
    const answers = { ...minimalAnswers(contact), message: 'Sent twice by a refresh' };
    const body = encoded(contact, answers);
    const first = await sendForm(server.url, contact, body);
    const again = await sendForm(server.url, contact, body);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    const rows = (await server.store.allSubmissions()).filter(
      (row) => row.formId === contact.id && JSON.parse(row.answers).message === answers.message,
    );
    expect(rows).toHaveLength(1);
    const [stored] = rows;
    if (!stored) throw new Error('nothing stored');
    expect(again.html).toContain(`<p id="accepted">${submissionReference(stored.id)}|`);
    await receivedMail(server.sink, stored.id);

    // Other answers from the same page are another submission, and so is the same post from a page the server drew.
    const other = await sendForm(server.url, contact, encoded(contact, { ...answers, message: 'Another question' }));
    const redrawn = await sendForm(server.url, contact, encoded(contact, answers, { [POST_KEY_FIELD]: 'fresh' }));
    expect([other.status, redrawn.status]).toEqual([200, 200]);
    const sent = (await server.store.allSubmissions()).filter((row) => row.formId === contact.id);
    expect(sent.filter((row) => JSON.parse(row.answers).message === answers.message)).toHaveLength(2);
    expect(sent.filter((row) => JSON.parse(row.answers).message === 'Another question')).toHaveLength(1);
  });

  it('refused: 422, every failing check in the pipeline order, "Error:" before the title, nothing stored', async () => {
    const before = (await server.store.allSubmissions()).length;
    const answers = { email: 'not an address' };
    const sent = await sendForm(server.url, contact, encoded(contact, answers));
    expect(sent.status).toBe(422);
    const failures = pipelineFailures(contact, answers).map((failure) => failure.field);
    expect(failures.length).toBeGreaterThan(1);
    expect(sent.html).toContain(`<p id="refused">${failures.join(',')}|</p>`);
    expect(sent.html).toContain(`<title>Error: ${contact.form.title}</title>`);
    // The form page's own policy, so its styles apply; never cached, since it holds the answers.
    expect(sent.csp).toBe(SHELL_CSP);
    expect(sent.cache).toBe('no-store');
    expect((await server.store.allSubmissions()).length).toBe(before);
  });

  it("another site's page is refused (403) and a filled honeypot is stored as spam, never emailed", async () => {
    const answers = minimalAnswers(contact);
    const foreign = await sendForm(server.url, contact, encoded(contact, answers), 'https://elsewhere.example');
    expect(foreign.status).toBe(403);
    expect(foreign.html).toMatch(/<p id="refused">\|.+<\/p>/);
    const spam = await sendForm(server.url, contact, encoded(contact, answers, { _gotcha: 'bot' }));
    expect(spam.status).toBe(200);
    const rows = await server.store.allSubmissions();
    expect(rows.filter((row) => row.status === 'spam')).toHaveLength(1);
  });

  it('over 256 KB is refused (413) with a page', async () => {
    const sent = await sendForm(server.url, contact, encoded(contact, { message: 'x'.repeat(300 * 1024) }));
    expect(sent.status).toBe(413);
    expect(sent.type).toMatch(/^text\/html/);
  });
});

it('the rate limit counts forms sent without scripts like the JSON ones (429)', async () => {
  const [backend] = backends;
  if (!backend) throw new Error('no backend');
  const server = await startTestServer(backend, { RATE_LIMIT_MAX: '1' }, { formPages: pages });
  try {
    expect((await sendForm(server.url, contact, encoded(contact, minimalAnswers(contact)))).status).toBe(200);
    // Other answers: the same post again would be answered from the first, before the limit counts.
    const other = { ...minimalAnswers(contact), message: 'A second question' };
    const limited = await sendForm(server.url, contact, encoded(contact, other));
    expect(limited.status).toBe(429);
    expect(limited.html).toMatch(/<p id="refused">\|.+<\/p>/);
  } finally {
    await server.close();
  }
});
