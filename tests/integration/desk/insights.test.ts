/**
 * Insights on the desk through the real server: leads per week per form (spam and old leads left
 * out), a form's funnel read from the anonymous counts as `leads funnel` reads them, and how the
 * form's leads answered its choice questions over the period; consultants may read them, nobody
 * without a session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormInsights, WeeklyLeads } from '../../../src/desk/contract.ts';
import { formById, loadCatalogue } from '../../../src/questionnaire/catalogue-fs.ts';
import { fullAnswers } from '../../../src/questionnaire/catalogue/sample-answers.ts';
import { optionLabel } from '../../../src/questionnaire/definition.ts';
import { funnelSteps } from '../../../src/questionnaire/funnel.ts';
import { dayOf } from '../../../src/server/events/counter.ts';
import { mondayOf } from '../../../src/server/leads/reply-times.ts';
import { deskCall, signedInMember } from '../../support/desk-session.ts';
import { storeSubmission } from '../../support/stored-submission.ts';
import { backends, startTestServer, type TestServer } from '../../support/test-server.ts';

const ORIGIN = 'http://localhost:4476';
const catalogue = loadCatalogue();
const iso = formById(catalogue, 'iso27001');
const contact = formById(catalogue, 'contact');
/** A single-choice question of the form, read from its schema, and its first two options. */
const [question, field] =
  Object.entries(iso.schema.properties).find(([, entry]) => (entry.oneOf?.length ?? 0) > 2) ?? [];
if (!question || !field?.oneOf) throw new Error('the ISO 27001 form has no single-choice question');
const [first, second] = field.oneOf.map((option) => option.const);

describe.each(backends)('insights on the desk on $name', (backend) => {
  let server: TestServer;
  let consultant: string;
  const now = new Date();
  const call = (path: string, token?: string) => deskCall(server.url, ORIGIN, path, { token });

  beforeAll(async () => {
    server = await startTestServer(backend, { DESK_ORIGIN: ORIGIN });
    consultant = await signedInMember(server, ORIGIN, 'ana@firm.example', 'consultant');
    const lead = (answer: unknown, overrides: Parameters<typeof storeSubmission>[1] = {}) =>
      storeSubmission(
        server.store,
        { formId: 'iso27001', answers: JSON.stringify({ ...fullAnswers(iso), [question]: answer }), ...overrides },
        [],
      );
    // Three ISO 27001 leads this week (two of the first option), spam, one two years ago; a contact message.
    await lead(first);
    await lead(first);
    await lead(second);
    await lead(second, { status: 'spam' });
    await lead(second, { receivedAt: new Date(now.getTime() - 730 * 86_400_000).toISOString() });
    await storeSubmission(server.store, {}, []);
    const steps = funnelSteps(iso);
    await server.store.addFormEvents(
      steps.map((step, index) => ({ day: dayOf(now), formId: 'iso27001', step: step.key, reached: 40 - index * 5 })),
    );
  });
  afterAll(async () => server.close());

  it('counts the leads of each form per week, spam and older weeks left out', async () => {
    const answer = await call('/desk/api/insights/weekly?weeks=4', consultant);
    expect(answer.status, answer.text).toBe(200);
    const weekly = answer.json<WeeklyLeads>();
    expect(weekly.forms.map((entry) => entry.title).sort()).toEqual([contact.form.title, iso.form.title].sort());
    expect(weekly.weeks).toHaveLength(4);
    expect(weekly.catalogue.map((entry) => entry.id)).toEqual(catalogue.map((definition) => definition.id));
    expect(weekly.weeks.at(-1)).toMatchObject({ week: dayOf(mondayOf(now)), iso27001: 3, contact: 1 });
    expect(weekly.weeks.slice(0, 3).every((row) => row.iso27001 === 0)).toBe(true);
    expect((await call('/desk/api/insights/weekly?weeks=0', consultant)).status).toBe(400);
  });

  it('gives a form’s funnel and how its leads answered each choice question this quarter', async () => {
    const answer = await call('/desk/api/insights/forms/iso27001?period=quarter', consultant);
    expect(answer.status, answer.text).toBe(200);
    const insights = answer.json<FormInsights>();
    expect(insights.leads).toBe(3);
    expect(insights.funnel.map((step) => step.label)).toEqual(funnelSteps(iso).map((step) => step.label));
    expect(insights.funnel[0]).toEqual({ label: funnelSteps(iso)[0]?.label, reached: 40, dropOff: null });
    expect(insights.funnel[1]).toMatchObject({ reached: 35, dropOff: 12.5 });
    const chosen = insights.choices.find((choice) => choice.field === question);
    expect(chosen?.question).toBe(field.title);
    expect(chosen?.options).toHaveLength(field.oneOf?.length ?? 0);
    expect(chosen?.options.slice(0, 2)).toEqual([
      { label: optionLabel(field, first), leads: 2, noLongerOffered: false },
      { label: optionLabel(field, second), leads: 1, noLongerOffered: false },
    ]);
    expect((await call('/desk/api/insights/forms/iso27001?period=decade', consultant)).status).toBe(400);
    expect((await call('/desk/api/insights/forms/no-such-form', consultant)).status).toBe(404);
  });

  it('includes in the funnel a page view counted a moment ago, not yet written by the counter', async () => {
    const before = (await call('/desk/api/insights/forms/iso27001?period=month', consultant)).json<FormInsights>();
    const [view] = funnelSteps(iso);
    const beacon = await fetch(`${server.url}/api/events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ form: iso.id, steps: [view?.key] }),
    });
    expect(beacon.status).toBe(204);
    const after = (await call('/desk/api/insights/forms/iso27001?period=month', consultant)).json<FormInsights>();
    expect(after.funnel[0]?.reached).toBe((before.funnel[0]?.reached ?? 0) + 1);
  });

  it('answers 401 without a session', async () => {
    expect((await call('/desk/api/insights/weekly')).status).toBe(401);
    expect((await call('/desk/api/insights/forms/iso27001')).status).toBe(401);
  });
});
