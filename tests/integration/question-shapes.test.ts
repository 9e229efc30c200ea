import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The server reads the catalogue folder when its modules load: point it at the shapes example first.
vi.hoisted(() => {
  process.env.CATALOGUE_DIR = 'tests/fixtures/schemas/shapes';
});

const { loadCatalogue } = await import('../../src/questionnaire/catalogue-fs.ts');
const { buildPayload } = await import('../../src/questionnaire/payload.ts');
const { runCommand } = await import('../../src/server/leads/commands.ts');
const { recordLines } = await import('../../src/questionnaire/records.ts');
const { backends, post, receivedMail, startServerWithSink } = await import('../support/test-server.ts');
const { SHAPES_CATALOGUE_DIR } = await import('../support/fixture-catalogue.ts');

// The shapes example's repeating group through the real server, a real SMTP server and the
// store (SQLite, and PostgreSQL when DATABASE_URL is set): stored as records, one line per
// record in the email's text and HTML parts and in the CSV export's cell.
const catalogue = loadCatalogue(SHAPES_CATALOGUE_DIR);
const [definition] = catalogue;
if (!definition) throw new Error('the shapes example form did not load');
const sites = [
  { siteName: 'Head office', country: 'uk', headcount: 120 },
  { siteName: 'Pune <B wing>', country: 'in' },
];
const answers = {
  name: 'Kiran',
  email: 'kiran@example.org',
  // a month ahead: inside the date step's bounds (not past, within two years) whenever the test runs
  startDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  maturity: { access: 2 },
  sites,
  consent: true,
};

describe.each(backends)('a repeating group through the server on $name', (backend) => {
  let server: Awaited<ReturnType<typeof startServerWithSink>>;

  beforeAll(async () => {
    server = await startServerWithSink(backend);
  });
  afterAll(() => server.close());

  it('stores the records, mails one line per record in text and HTML, and exports them readably in CSV', async () => {
    const lines = recordLines(definition, 'sites', sites);
    expect(lines).toHaveLength(2);

    const response = await post(server.url, buildPayload(definition, answers, new Date()));
    expect(response.status).toBe(200);
    const id = String(response.json.id);
    const stored = await server.store.getSubmission(id);
    expect(JSON.parse(stored?.answers ?? '{}')).toMatchObject({ sites });

    const mail = await receivedMail(server.sink, id);
    const text = (mail.text ?? '').replace(/\r\n/g, '\n');
    for (const line of lines) expect(text).toContain(`  ${line}\n`);
    const html = String(mail.html);
    // in HTML, a table: one row per record, each field's answer in its column
    const records = html.replace(/<td [^>]*>/g, '<td>');
    for (const record of sites)
      expect(records).toContain(`<td>${record.siteName.replace('<', '&lt;').replace('>', '&gt;')}</td>`);
    for (const part of [text, html]) expect(part).not.toMatch(/\[object Object\]|\{"|\{&quot;/);

    let out = '';
    await runCommand(
      { name: 'export', form: definition.id, format: 'csv', output: undefined },
      {
        store: server.store,
        dataDir: server.dataDir,
        catalogue,
        out: (chunk) => (out += chunk),
        err: () => undefined,
        now: () => new Date(),
      },
    );
    expect(out).toContain(`"${lines.join('\n')}"`);
  });

  it('refuses a record without its required fields, with the records step message', async () => {
    const step = definition.form.pipeline.find((candidate) => candidate.check === 'records');
    const response = await post(
      server.url,
      buildPayload(definition, { ...answers, sites: [{ headcount: 3 }] }, new Date()),
    );
    expect(response.status).toBe(422);
    expect(response.json.error ?? response.json.message).toBe(step?.message);
  });
});
