import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firm } from '../../src/content/firm.ts';
import { privacyNoticeVersion } from '../../src/privacy-notice/notice.ts';
import { noticeSettingsFrom } from '../../src/content/privacy/notice-settings.ts';
import { formById, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import type { FormDefinition } from '../../src/questionnaire/definition.ts';
import { buildPayload } from '../../src/questionnaire/payload.ts';
import { buildReport } from '../../src/questionnaire/report.ts';
import { consentLabel } from '../../src/server/submissions/consent.ts';
import { stepMessage } from '../support/catalogue-words.ts';
import { fullAnswers, minimalAnswers } from '../support/sample-answers.ts';
import type { SmtpSink } from '../support/smtp-sink.ts';
import {
  backends,
  post,
  receivedMail,
  startServerWithSink,
  startTestServer,
  type MailingTestServer,
  type TestServer,
} from '../support/test-server.ts';

const catalogue = loadCatalogue();
const form = (id: string): FormDefinition => formById(catalogue, id);
const payloadOf = (id: string, answers: Record<string, unknown> = minimalAnswers(form(id)), honeypot = '') =>
  buildPayload(form(id), answers, new Date(), honeypot);
let keyCounter = 0;
const newKey = () => `test-key-${Date.now()}-${keyCounter++}`;

describe.each(backends)('submission service on $name', (backend) => {
  let sink: SmtpSink;
  let server: MailingTestServer;

  beforeAll(async () => {
    server = await startServerWithSink(backend);
    sink = server.sink;
  });
  afterAll(() => server.close());

  const count = async () => (await server.store.allSubmissions()).length;
  // What the build would print on /privacy with the same (unset) RETENTION_DAYS and VITE_FORM_ENDPOINT.
  const noticeVersion = privacyNoticeVersion({ firm, forms: catalogue, ...noticeSettingsFrom({}) });

  it('records consent to the statement the visitor saw', async () => {
    expect(server.noticeVersion).toBe(noticeVersion);
    const response = await post(server.url, payloadOf('iso27001', fullAnswers(form('iso27001'))));
    expect(await server.store.getSubmission(String(response.json.id))).toMatchObject({
      consentText: consentLabel(form('iso27001')),
      noticeVersion: expect.stringMatching(/^\d{4}-\d{2}-\d{2}\.[0-9a-f]{12}$/),
    });
  });

  it.each(catalogue.map((definition) => [definition.id]))(
    '%s: stored, then emailed to the firm with subject, Reply-To and report',
    async (id) => {
      const definition = form(id);
      const answers = fullAnswers(definition);
      const response = await post(server.url, payloadOf(id, answers), { 'idempotency-key': newKey() });
      expect(response.status).toBe(200);
      expect(response.json).toEqual({ ok: true, id: expect.any(String) });
      const stored = await server.store.getSubmission(String(response.json.id));
      expect(stored).toMatchObject({ formId: id, status: 'new' });
      expect(JSON.parse(stored?.answers ?? '{}')).toMatchObject({
        [definition.form.payload.email]: answers[definition.form.payload.email],
      });
      expect(stored?.report).toBe(
        buildReport(
          definition,
          JSON.parse(stored?.answers ?? '{}') as Record<string, unknown>,
          new Date(stored?.receivedAt ?? 0),
        ),
      );
      expect(stored?.ipPrefix).toBe('127.0.0.0/24');
      // The consent record: when, to the label shown beside the box, under the notice in force.
      const consentField = definition.form.consent?.field;
      expect(stored?.noticeVersion).toBe(noticeVersion);
      if (consentField) {
        expect(stored?.consentAt).toBe(stored?.receivedAt);
        expect(stored?.consentText).toBe(
          (definition.schema.properties[consentField]?.title ?? '').replace(/\s*\*\s*$/, ''),
        );
      } else {
        expect([stored?.consentAt, stored?.consentText]).toEqual([null, null]);
      }

      const mail = await receivedMail(sink, String(response.json.id));
      expect(
        mail.subject?.startsWith(`${definition.form.payload.subject.emoji} ${definition.form.payload.subject.text}`),
      ).toBe(true);
      expect(mail.replyTo?.value[0]?.address).toBe(answers[definition.form.payload.email]);
      expect(mail.from?.value[0]?.address).toBe('website@firm.example');
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined).toBe('leads@firm.example');
      // The stored report unchanged, then the readiness snapshot and the reference.
      expect(mail.text?.replace(/\r\n/g, '\n').startsWith(stored?.report ?? '-')).toBe(true);
      expect(mail.html).toContain('<!DOCTYPE html>');
      expect(mail.messageId).toBe(`<submission-${String(response.json.id)}@firm.example>`);
    },
  );

  describe('refuses bad input with its status and a JSON error, storing nothing', () => {
    const cases: [string, () => Promise<{ status: number; json: Record<string, unknown> }>, number, RegExp | string][] =
      [
        ['malformed JSON', () => post(server.url, '{"form": "contact",'), 400, /not valid JSON/],
        [
          'wrong content type',
          async () => {
            const response = await fetch(`${server.url}/api/submissions`, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: 'name=a',
            });
            return { status: response.status, json: (await response.json()) as Record<string, unknown> };
          },
          415,
          /application\/json/,
        ],
        [
          'oversized body',
          () => post(server.url, { ...payloadOf('contact'), message: 'x'.repeat(300 * 1024) }),
          413,
          /256 KB/,
        ],
        ['unknown form', () => post(server.url, { ...payloadOf('contact'), form: 'iso99999' }), 422, /Unknown form/],
        [
          'unknown keys',
          () => post(server.url, { ...payloadOf('contact'), isAdmin: true }),
          400,
          /Unknown keys: isAdmin/,
        ],
        [
          'wrong types',
          () => post(server.url, { ...payloadOf('contact'), answers: { name: 42, email: ['a@b.co'], message: {} } }),
          422,
          /./,
        ],
        [
          'answers not an object',
          () => post(server.url, { ...payloadOf('contact'), answers: 'all of them' }),
          422,
          /answers must be an object/,
        ],
        [
          'missing consent',
          () => post(server.url, payloadOf('iso27001', { name: 'A', email: 'a@b.co' })),
          422,
          stepMessage(form('iso27001'), 'consent'),
        ],
        [
          'bad email shape',
          () =>
            post(
              server.url,
              payloadOf('gdpr', { companyName: 'A', industry: 'B', contactEmail: 'a@b', consent: true }),
            ),
          422,
          stepMessage(form('gdpr'), 'email'),
        ],
        [
          'option not in the list',
          () =>
            post(
              server.url,
              payloadOf('iso27001', { name: 'A', email: 'a@b.co', consent: true, desiredScope: 'everything' }),
            ),
          422,
          /desiredScope/,
        ],
        [
          'invalid UTF-8',
          () => post(server.url, Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])),
          400,
          /UTF-8/,
        ],
        ['a JSON array', () => post(server.url, '[1,2]'), 400, /JSON object/],
        ['an empty body', () => post(server.url, ''), 400, /empty|JSON/],
      ];

    it.each(cases)('%s', async (_name, send, status, message) => {
      const before = await count();
      const response = await send();
      expect(response.status).toBe(status);
      // A message read from form.json is the whole error; a pattern names what the server says itself.
      if (typeof message === 'string') expect(response.json.error).toBe(message);
      else expect(String(response.json.error)).toMatch(message);
      expect(JSON.stringify(response.json)).not.toMatch(/at [\w.]+ \(|node_modules|\.ts:\d+/);
      if (status === 422)
        expect(response.json.errors).toEqual(
          expect.arrayContaining([
            expect.objectContaining({
              field: expect.any(String),
              code: expect.any(String),
              message: expect.any(String),
            }),
          ]),
        );
      expect(await count()).toBe(before);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    });

    it('a browser page of another origin gets 403', async () => {
      const response = await post(server.url, payloadOf('contact'), { origin: 'https://attacker.example' });
      expect(response.status).toBe(403);
      expect(response.json.error).toMatch(/only accepted from this site/);
    });
  });

  it('keeps CR, LF, HTML, emoji and very long text in answers, but never in a mail header', async () => {
    const name = 'Eve\r\nBcc: victim@example.org\r\nX-Injected: yes';
    const message = `<script>alert(1)</script> 🚀🔒 ${'long text '.repeat(8_000)}`;
    const payload = payloadOf('contact', { name, email: 'eve@example.org', message });
    const response = await post(server.url, payload, { 'idempotency-key': newKey() });
    expect(response.status).toBe(200);
    const stored = await server.store.getSubmission(String(response.json.id));
    expect(JSON.parse(stored?.answers ?? '{}')).toMatchObject({ name, message });
    const mail = await receivedMail(sink, String(response.json.id));
    expect(mail.headers.has('x-injected')).toBe(false);
    expect(mail.bcc).toBeUndefined();
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain('🚀🔒');
  });

  it('twenty concurrent posts with one Idempotency-Key store exactly one submission', async () => {
    const key = newKey();
    const payload = payloadOf('gdpr');
    const before = await count();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => post(server.url, payload, { 'idempotency-key': key })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((response) => response.json.id)).size).toBe(1);
    expect(await count()).toBe(before + 1);
    const other = await post(
      server.url,
      payloadOf('gdpr', { ...minimalAnswers(form('gdpr')), companyName: 'Someone Else Ltd' }),
      { 'idempotency-key': key },
    );
    expect(other.status).toBe(422);
    expect(other.json.error).toMatch(/already used/);
    expect(await count()).toBe(before + 1);
  });

  it('a filled honeypot is stored as spam, answered like a success, never emailed', async () => {
    const response = await post(server.url, payloadOf('contact', undefined, 'https://cheap-pills.example'), {
      'idempotency-key': newKey(),
    });
    expect(response.status).toBe(200);
    const id = String(response.json.id);
    expect(await server.store.getSubmission(id)).toMatchObject({ status: 'spam' });
    expect(await server.store.jobsOf(id)).toEqual([]);
    // A real lead sent after it: once its email is out, the outbox has passed the spam by.
    const real = await post(server.url, payloadOf('contact'), { 'idempotency-key': newKey() });
    await receivedMail(sink, String(real.json.id));
    expect(sink.messages.some((message) => message.headers.get('x-submission-id') === id)).toBe(false);
  });

  it('answers /healthz and /readyz', async () => {
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ ok: true });
    expect(await (await fetch(`${server.url}/readyz`)).json()).toEqual({ ok: true, database: backend.name });
  });
});

describe.each(backends)('limits and outages on $name', (backend) => {
  it('limits each network to RATE_LIMIT_MAX submissions, then 429 with Retry-After', async () => {
    const server = await startTestServer(backend, { RATE_LIMIT_MAX: '2' });
    try {
      for (let attempt = 0; attempt < 2; attempt++)
        expect((await post(server.url, payloadOf('contact'))).status).toBe(200);
      const refused = await post(server.url, payloadOf('contact'));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.json.error).toMatch(/Too many submissions/);
      expect(await server.store.allSubmissions()).toHaveLength(2);
    } finally {
      await server.close();
    }
  });

  it('retries while SMTP answers 4xx and delivers once it recovers; a 5xx dead letter is delivered after a retry', async () => {
    // The firm's email alone (visitors' confirmations have their own tests).
    const server = await startServerWithSink(backend, { MAIL_MAX_ATTEMPTS: '3', CONFIRMATION_EMAILS: 'off' });
    const { sink } = server;
    try {
      sink.mode = 'tempfail';
      const first = await post(server.url, payloadOf('contact'), { 'idempotency-key': newKey() });
      const id = String(first.json.id);
      await expect.poll(async () => (await server.store.jobsOf(id))[0]?.attempts ?? 0).toBeGreaterThanOrEqual(2);
      expect((await server.store.jobsOf(id))[0]).toMatchObject({
        status: 'pending',
        lastError: expect.stringMatching(/451/),
      });
      sink.mode = 'accept';
      await expect.poll(async () => (await server.store.jobsOf(id))[0]?.status).toBe('sent');
      expect(sink.messages.filter((message) => message.headers.get('x-submission-id') === id)).toHaveLength(1);

      sink.mode = 'reject';
      const second = await post(server.url, payloadOf('contact'), { 'idempotency-key': newKey() });
      const deadId = String(second.json.id);
      await expect.poll(async () => (await server.store.jobsOf(deadId))[0]?.status).toBe('dead');
      expect((await server.store.jobsOf(deadId))[0]?.attempts).toBe(1);
      sink.mode = 'accept';
      expect(await server.store.retryDead(new Date())).toBe(1);
      server.worker.kick();
      await expect.poll(async () => (await server.store.jobsOf(deadId))[0]?.status).toBe('sent');
      expect(sink.messages.filter((message) => message.headers.get('x-submission-id') === deadId)).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});

describe('without SMTP (the embedded default)', () => {
  it('writes each notification as an .eml file under the data folder', async () => {
    const server = await startTestServer(backends[0] ?? { name: 'sqlite', databaseUrl: undefined });
    try {
      const response = await post(
        server.url,
        payloadOf('contact', { name: 'Ravi', email: 'ravi@example.org', message: 'Please call me.' }),
      );
      const file = path.join(server.dataDir, 'mail', `${String(response.json.id)}.eml`);
      const { readFileSync, existsSync } = await import('node:fs');
      await expect.poll(() => existsSync(file)).toBe(true);
      const eml = readFileSync(file, 'utf8');
      expect(eml).toMatch(/^Reply-To: ravi@example\.org\r$/m);
      expect(eml).toMatch(/^Message-ID: <submission-/m);
      expect(eml).toContain('Please call me.');
      if (server.store.kind === 'sqlite') {
        const db = new DatabaseSync(path.join(server.dataDir, 'submissions.sqlite'), { readOnly: true });
        expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
        db.close();
      }
    } finally {
      await server.close();
    }
  });
});

describe('FORWARD_URL', () => {
  it('also POSTs the payload to a Formspree-compatible endpoint, retrying until it answers 2xx', async () => {
    const { createServer: createHttpServer } = await import('node:http');
    const received: { body: Record<string, unknown>; headers: Record<string, unknown> }[] = [];
    let failFirst = 1;
    const receiver = createHttpServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (failFirst-- > 0) {
          response.writeHead(503).end();
          return;
        }
        received.push({
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
          headers: request.headers,
        });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const address = receiver.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const server = await startTestServer(backends[0] ?? { name: 'sqlite', databaseUrl: undefined }, {
      FORWARD_URL: `http://127.0.0.1:${port}/f/test`,
    });
    try {
      const response = await post(
        server.url,
        payloadOf('iso42001', { fullName: 'Mei Tan', email: 'mei@example.org', industry: 'Insurance', consent: true }),
      );
      const id = String(response.json.id);
      await expect.poll(() => received.length).toBeGreaterThan(0);
      expect(received[0]?.body).toMatchObject({
        form: 'iso42001',
        name: 'Mei Tan',
        email: 'mei@example.org',
        form_type: 'iso42001_questionnaire',
        industry: 'Insurance',
      });
      expect(received[0]?.headers['content-type']).toBe('application/json');
      await expect.poll(async () => (await server.store.jobsOf(id)).every((job) => job.status === 'sent')).toBe(true);
      expect((await server.store.jobsOf(id)).map((job) => [job.kind, job.attempts])).toEqual([
        ['email', 1],
        ['forward', 2],
        ['confirmation', 1],
      ]);
    } finally {
      await server.close();
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
});

describe('a server listening on every interface (the default HOST)', () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await startTestServer(backends[0] as (typeof backends)[number], { HOST: '0.0.0.0' });
    port = Number(new URL(server.url).port);
  });
  afterAll(() => server.close());

  it.each(['http://localhost', 'http://127.0.0.1'])('accepts a form sent from its pages at %s', async (host) => {
    const response = await post(`http://127.0.0.1:${port}`, payloadOf('contact'), { origin: `${host}:${port}` });
    expect(response.status).toBe(200);
  });

  it('still refuses a page of another origin, or of another port on this machine', async () => {
    for (const origin of ['https://attacker.example', `http://localhost:${port + 1}`]) {
      const response = await post(`http://127.0.0.1:${port}`, payloadOf('contact'), { origin });
      expect(response.status).toBe(403);
    }
  });
});
