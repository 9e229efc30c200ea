import { parseDocument } from 'htmlparser2';
import { DomUtils } from 'htmlparser2';
import type { Document, Element } from 'domhandler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { optionLabel, type FormDefinition } from '../../src/questionnaire/definition.ts';
import { buildPayload } from '../../src/questionnaire/payload.ts';
import { submissionReference } from '../../src/questionnaire/reference.ts';
import { readinessSnapshot, snapshotText } from '../../src/questionnaire/scoring.ts';
import { fullAnswers } from '../support/sample-answers.ts';
import { post, receivedMail, startServerWithSink, type MailingTestServer } from '../support/test-server.ts';

// The firm's email through the real server and a real SMTP server: multipart, the plain text the
// report then the snapshot, the HTML well-formed, escaped, and showing the snapshot module's figures.

const catalogue = loadCatalogue();
const form = (id: string): FormDefinition => {
  const found = catalogue.find((definition) => definition.id === id);
  if (!found) throw new Error(`no form ${id}`);
  return found;
};

const HOSTILE = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';

function elements(document: Document, predicate: (element: Element) => boolean): Element[] {
  return DomUtils.findAll(predicate, document.children);
}

describe('the firm email', () => {
  let server: MailingTestServer;

  beforeAll(async () => {
    server = await startServerWithSink({ name: 'sqlite', databaseUrl: undefined });
  });
  afterAll(() => server.close());

  async function submit(definition: FormDefinition, answers: Record<string, unknown>) {
    const response = await post(server.url, buildPayload(definition, answers, new Date()));
    expect(response.status).toBe(200);
    const id = String(response.json.id);
    const mail = await receivedMail(server.sink, id);
    const stored = await server.store.getSubmission(id);
    return { id, mail, stored, answers: JSON.parse(stored?.answers ?? '{}') as Record<string, unknown> };
  }

  it('is multipart: the report unchanged, then the snapshot; the HTML holds the same figures', async () => {
    const definition = form('iso27001');
    const answers: Record<string, unknown> = {
      ...fullAnswers(definition),
      company: `Acme ${HOSTILE}`,
      businessGoals: `Line one\n${HOSTILE}`,
    };
    const { id, mail, stored, answers: saved } = await submit(definition, answers);
    const snapshot = readinessSnapshot(definition, saved);
    if (!snapshot || !stored) throw new Error('no snapshot or submission');

    const text = (mail.text ?? '').replace(/\r\n/g, '\n');
    expect(text.startsWith(stored.report)).toBe(true);
    expect(text).toContain(snapshotText(snapshot));
    expect(text).toContain(`Reference: ${submissionReference(id)}`);

    const html = String(mail.html);
    const document = parseDocument(html);
    // No script element, no image, no remote resource, no event handler: the answer stayed text.
    expect(elements(document, (element) => ['script', 'img', 'link', 'iframe'].includes(element.name))).toEqual([]);
    expect(elements(document, (element) => Object.keys(element.attribs).some((name) => name.startsWith('on')))).toEqual(
      [],
    );
    expect(html).not.toMatch(/https?:\/\//);
    expect(DomUtils.textContent(document)).toContain(`Acme ${HOSTILE}`);
    expect(html).toContain('Acme &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x');

    const reference = elements(document, (element) => 'data-reference' in element.attribs);
    expect(reference.map((element) => DomUtils.textContent(element))).toEqual([submissionReference(id)]);
    const priority = elements(document, (element) => 'data-priority' in element.attribs);
    expect(priority.map((element) => element.attribs['data-priority'])).toEqual([snapshot.priority.level]);
    const overall = elements(document, (element) => 'data-overall' in element.attribs);
    expect(overall.map((element) => DomUtils.textContent(element))).toEqual([`${snapshot.overall}%`]);
    const areas = elements(document, (element) => 'data-area' in element.attribs).map((element) => [
      element.attribs['data-area'],
      DomUtils.textContent(element),
    ]);
    expect(areas).toEqual(
      snapshot.areas.map((area) => [area.id, area.score === null ? 'not answered' : `${area.score}%`]),
    );
    const flags = elements(document, (element) => 'data-flag' in element.attribs).map(
      (element) => element.attribs['data-flag'],
    );
    expect(flags).toEqual(snapshot.flags.map((flag) => flag.id));

    // Every section in order, then its questions.
    const body = DomUtils.textContent(document);
    const positions = definition.form.sections.map((section) => body.indexOf(section.title));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(body).toContain(`Line one`);

    // Several choices as a list, each by its label.
    const items = definition.schema.properties['implementationReasons']?.items;
    const chosen = (answers['implementationReasons'] as unknown[]).map((value) => optionLabel(items, value));
    expect(elements(document, (element) => element.name === 'li').map((item) => DomUtils.textContent(item))).toEqual(
      chosen,
    );
  });

  it('names the questions left unanswered, section by section, with their count', async () => {
    const definition = form('iso27001');
    const { additionalInfo, ...answers } = fullAnswers(definition);
    expect(additionalInfo).toBeDefined();
    const { mail } = await submit(definition, answers);
    const label =
      definition.form.report.labels?.['additionalInfo'] ?? definition.schema.properties['additionalInfo']?.title;
    expect(DomUtils.textContent(parseDocument(String(mail.html)))).toContain(`Not answered (1): ${label ?? '-'}`);
  });

  it('a flag raised by the answers shows in both parts', async () => {
    const definition = form('iso27001');
    const answers = { ...fullAnswers(definition), targetTimeline: '3-months', ismsMaturity: 1 };
    const { mail } = await submit(definition, answers);
    const message = definition.form.scoring?.flags?.find((flag) => flag.id === 'aggressive-timeline')?.message ?? '-';
    expect(mail.text).toContain(`! ${message}`);
    expect(DomUtils.textContent(parseDocument(String(mail.html)))).toContain(message);
  });

  it('the contact form: no snapshot, but the HTML part with the message', async () => {
    const definition = form('contact');
    const answers = { name: 'Jane', email: 'jane@example.org', message: `Hello ${HOSTILE}` };
    const { mail, stored } = await submit(definition, answers);
    expect((mail.text ?? '').replace(/\r\n/g, '\n').startsWith(stored?.report ?? '-')).toBe(true);
    expect(mail.text).not.toContain('READINESS SNAPSHOT');
    const document = parseDocument(String(mail.html));
    expect(elements(document, (element) => element.name === 'script')).toEqual([]);
    expect(DomUtils.textContent(document)).toContain(`Hello ${HOSTILE}`);
    expect(elements(document, (element) => 'data-priority' in element.attribs)).toEqual([]);
  });
});
