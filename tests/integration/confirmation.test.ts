import { DomUtils, parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firm } from '../../src/content/firm.ts';
import { CONFIRMATION_WINDOW_MS, CONFIRMATIONS_PER_ADDRESS } from '../../src/content/privacy/notice-settings.ts';
import { loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import type { FormDefinition } from '../../src/questionnaire/definition.ts';
import { buildPayload } from '../../src/questionnaire/payload.ts';
import { submissionReference } from '../../src/questionnaire/reference.ts';
import { receivedText } from '../../src/server/mail/message.ts';
import { mailbox } from '../../src/server/submissions/mailbox.ts';
import { recipientKey } from '../../src/server/submissions/routes.ts';
import type { Store } from '../../src/server/storage/store.ts';
import { fullAnswers } from '../support/sample-answers.ts';
import type { SmtpSink } from '../support/smtp-sink.ts';
import { storeFactories } from '../support/stores.ts';
import { backends, post, receivedMail, startServerWithSink, type MailingTestServer } from '../support/test-server.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';

/**
 * Watches the delivery checks the server runs on its store: every read of the delivery figures and
 * every change of the alert state (an alert decided).
 */
function watchDeliveryChecks(store: Store) {
  const pending = new Set<Promise<unknown>>();
  let decided = 0;
  let reads = 0;
  const track = <T>(promise: Promise<T>): Promise<T> => {
    pending.add(promise);
    void promise.then(
      () => pending.delete(promise),
      () => pending.delete(promise),
    );
    return promise;
  };
  const figures = store.deliveryFigures.bind(store);
  const change = store.changeDeliveryAlert.bind(store);
  Object.assign(store, {
    deliveryFigures: () => {
      reads++;
      return track(figures());
    },
    changeDeliveryAlert: (...args: Parameters<Store['changeDeliveryAlert']>) =>
      track(
        change(...args).then((changed) => {
          if (changed) decided++;
          return changed;
        }),
      ),
  });
  const settled = async () => {
    // A check reads the figures, then may change the alert state: wait until neither is under way.
    while (pending.size > 0) {
      await Promise.allSettled([...pending]);
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return {
    decided: () => decided,
    /** Resolves once a check begun from now on has finished deciding. */
    async next() {
      const from = reads;
      await expect.poll(() => reads).toBeGreaterThan(from);
      await settled();
    },
  };
}

// The visitor's confirmation email: sent through the outbox from the firm's address, without a
// single answer, at most 3 per mailbox and a ceiling per network per 24 hours (counted in the
// database), never for spam, and a refused address is no delivery incident.

const catalogue = loadCatalogue();
const form = (id: string): FormDefinition => {
  const found = catalogue.find((definition) => definition.id === id);
  if (!found) throw new Error(`no form ${id}`);
  return found;
};
const MISTYPED = '@mistyped.example';

describe('the mailbox a confirmation is counted by', () => {
  it.each([
    ['Jane@Example.org', 'jane@example.org'],
    [' jane@example.org ', 'jane@example.org'],
    ['jane+1@example.org', 'jane@example.org'],
    ['Jane+news+x@Example.ORG', 'jane@example.org'],
    ['jane@example.org.', 'jane@example.org'],
    ['jane+2@Example.org.', 'jane@example.org'],
    ['j.a.n.e@gmail.com', 'jane@gmail.com'],
    ['J.ane+x@GMail.com.', 'jane@gmail.com'],
    ['ja.ne@googlemail.com', 'jane@googlemail.com'],
    // Dots count everywhere else: another provider's n.ame is another mailbox.
    ['j.ane@example.org', 'j.ane@example.org'],
    // A tag is what follows the first +, never the whole local part.
    ['+jane@example.org', '+jane@example.org'],
  ])('%j is counted as %j', (address, counted) => {
    expect(mailbox(address)).toBe(counted);
    expect(recipientKey(address)).toBe(recipientKey(counted));
  });

  it('keeps different mailboxes apart', () => {
    expect(recipientKey('jane@example.org')).not.toBe(recipientKey('jane@example.com'));
    expect(recipientKey('j.ane@example.org')).not.toBe(recipientKey('jane@example.org'));
  });
});

describe.each(storeFactories)('the per-address confirmation count on $name', (factory) => {
  it('allows 3 per address in 24 hours, counts addresses apart, and forgets after the window', async () => {
    const opened = await factory.open();
    try {
      const { store } = opened;
      const other = await opened.another();
      const at = new Date('2026-11-23T10:00:00.000Z');
      const later = (ms: number) => new Date(at.getTime() + ms);
      const jane = [{ key: recipientKey('Jane@Example.org '), max: 3 }];
      expect(jane[0]?.key).toBe(recipientKey('jane@example.org'));
      const tries = [];
      // Two processes sharing the database count into one window.
      for (let i = 0; i < 4; i++) {
        tries.push(await (i % 2 ? other : store).countConfirmation(jane, later(i * 1000), CONFIRMATION_WINDOW_MS));
      }
      expect(tries).toEqual([true, true, true, false]);
      expect(
        await store.countConfirmation(
          [{ key: recipientKey('ann@example.org'), max: 3 }],
          later(5000),
          CONFIRMATION_WINDOW_MS,
        ),
      ).toBe(true);
      // A day after the first one, one place is free again.
      expect(await store.countConfirmation(jane, later(CONFIRMATION_WINDOW_MS + 1), CONFIRMATION_WINDOW_MS)).toBe(true);
      expect(await store.countConfirmation(jane, later(CONFIRMATION_WINDOW_MS + 2), CONFIRMATION_WINDOW_MS)).toBe(
        false,
      );
      expect(await store.pruneConfirmations(later(2 * CONFIRMATION_WINDOW_MS))).toBe(4);
    } finally {
      await opened.dispose();
    }
  });

  it('counts a mailbox and a network together: both under their limits, or neither is counted', async () => {
    const opened = await factory.open();
    try {
      const { store } = opened;
      const at = new Date('2026-11-23T10:00:00.000Z');
      const network = { key: 'network:one', max: 2 };
      const send = (address: string, ms: number) =>
        store.countConfirmation(
          [{ key: recipientKey(address), max: 3 }, network],
          new Date(at.getTime() + ms),
          CONFIRMATION_WINDOW_MS,
        );
      expect([await send('a@example.org', 0), await send('b@example.org', 1), await send('c@example.org', 2)]).toEqual([
        true,
        true,
        false,
      ]);
      // c's refused send was not counted for c: from another network, c still has all 3.
      const elsewhere = { key: 'network:two', max: 10 };
      const fromElsewhere = await Promise.all(
        [3, 4, 5, 6].map((ms) =>
          store.countConfirmation(
            [{ key: recipientKey('c@example.org'), max: 3 }, elsewhere],
            new Date(at.getTime() + ms),
            CONFIRMATION_WINDOW_MS,
          ),
        ),
      );
      expect(fromElsewhere.filter(Boolean)).toHaveLength(3);
    } finally {
      await opened.dispose();
    }
  });
});

describe.each(backends)('confirmation emails on $name', (backend) => {
  let sink: SmtpSink;
  let server: MailingTestServer;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    server = await startServerWithSink(
      backend,
      {
        ALERT_WEBHOOK_URL: receiver.url,
        // The delivery monitor checks every 2 s (half of this); every lead here is delivered at once.
        OUTBOX_MAX_AGE_SECONDS: '4',
      },
      { refuseRecipient: (address) => address.endsWith(MISTYPED) },
    );
    sink = server.sink;
  });
  afterAll(async () => {
    await server.close();
    await receiver.close();
  });

  const confirmationOf = (id: string) => receivedMail(sink, id, 'x-confirmation-of');
  const leadOf = (id: string) => receivedMail(sink, id);

  async function submit(definition: FormDefinition, answers: Record<string, unknown>, honeypot = '') {
    const response = await post(server.url, buildPayload(definition, answers, new Date(), honeypot));
    expect(response.status).toBe(200);
    return String(response.json.id);
  }

  it('tells the visitor what was received and what happens next, without a single answer', async () => {
    const definition = form('iso27001');
    const answers: Record<string, unknown> = {
      ...fullAnswers(definition),
      email: 'prospect@example.org',
      company: 'Secret Acquisition Target Ltd',
      businessGoals: 'Confidential merger plans',
    };
    const id = await submit(definition, answers);
    const [mail, stored] = [await confirmationOf(id), await server.store.getSubmission(id)];
    await leadOf(id);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined).toBe('prospect@example.org');
    expect(mail.from?.value[0]).toEqual({ address: 'website@firm.example', name: firm.name });
    expect(mail.replyTo?.value[0]?.address).toBe(firm.email);
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    const reference = submissionReference(id);
    expect(mail.subject).toBe(`We received your ${definition.form.title} (reference ${reference})`);
    const text = mail.text ?? '';
    const html = DomUtils.textContent(parseDocument(String(mail.html)));
    for (const part of [text, html]) {
      expect(part).toContain(definition.form.title);
      expect(part).toContain(reference);
      expect(part).toContain(receivedText(stored?.receivedAt ?? ''));
      expect(part).toContain(definition.form.confirmation?.nextSteps ?? '-');
      expect(part).toContain(firm.email);
      for (const answer of [answers.name, answers.company, answers.businessGoals, answers.highValueAssets]) {
        expect(part).not.toContain(String(answer));
      }
    }
    expect(text).toContain(`${firm.siteUrl}/privacy`);
    expect(parseDocument(String(mail.html)).children.length).toBeGreaterThan(0);
    expect(DomUtils.findAll((element) => element.name === 'a', parseDocument(String(mail.html)).children)).toEqual([
      expect.objectContaining({ attribs: expect.objectContaining({ href: `${firm.siteUrl}/privacy` }) }),
    ]);
    expect((await server.store.jobsOf(id)).map((job) => job.kind)).toEqual(['email', 'confirmation']);
  });

  it('sends none for spam, and at most 3 per address in 24 hours while the firm gets every lead', async () => {
    const definition = form('contact');
    const spam = await submit(definition, { name: 'Bot', email: 'target@example.org', message: 'Hi' }, 'filled');
    expect(await server.store.jobsOf(spam)).toEqual([]);

    const ids: string[] = [];
    for (let i = 0; i < CONFIRMATIONS_PER_ADDRESS + 2; i++) {
      ids.push(
        await submit(definition, {
          name: 'Bot',
          email: i % 2 ? 'Target@Example.org' : 'target@example.org',
          message: `Hi ${i}`,
        }),
      );
    }
    for (const id of ids) await leadOf(id);
    const kinds = await Promise.all(ids.map(async (id) => (await server.store.jobsOf(id)).map((job) => job.kind)));
    expect(kinds).toEqual([
      ['email', 'confirmation'],
      ['email', 'confirmation'],
      ['email', 'confirmation'],
      ['email'],
      ['email'],
    ]);
    await expect
      .poll(() => sink.messages.filter((message) => ids.includes(String(message.headers.get('x-confirmation-of')))))
      .toHaveLength(3);
  });

  it('counts sub-address tags, case and a trailing dot as one mailbox, and stores each address as typed', async () => {
    const definition = form('contact');
    const typed = [
      'Victim+1@Example.org',
      'victim+2@example.org.',
      'VICTIM@example.org',
      'victim+x@EXAMPLE.org.',
      'victim@example.org',
    ];
    const ids: string[] = [];
    for (const [i, email] of typed.entries())
      ids.push(await submit(definition, { name: 'Bot', email, message: `Hi ${i}` }));
    for (const id of ids) await leadOf(id);
    const kinds = await Promise.all(ids.map(async (id) => (await server.store.jobsOf(id)).map((job) => job.kind)));
    expect(kinds.filter((jobs) => jobs.includes('confirmation'))).toHaveLength(CONFIRMATIONS_PER_ADDRESS);
    expect(kinds.every((jobs) => jobs.includes('email'))).toBe(true);
    const stored = await Promise.all(
      ids.map(async (id) => JSON.parse((await server.store.getSubmission(id))?.answers ?? '{}').email),
    );
    expect(stored).toEqual(typed);
  });

  it('a confirmation refused for a mistyped address is no delivery incident: healthy, no alert', async () => {
    const checks = watchDeliveryChecks(server.store);
    const id = await submit(form('contact'), { name: 'Typo', email: `jane${MISTYPED}`, message: 'Hello' });
    await leadOf(id);
    await expect.poll(async () => (await server.store.jobsOf(id)).some((job) => job.status === 'dead')).toBe(true);
    const jobs = await server.store.jobsOf(id);
    expect(jobs.map((job) => [job.kind, job.status])).toEqual([
      ['email', 'sent'],
      ['confirmation', 'dead'],
    ]);
    const health = await fetch(`${server.url}/healthz/delivery`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ ok: true, deadLetters: 0, pending: 0 });
    // A dead confirmation does not wake the monitor: its next periodic check, once it has decided,
    // is the one that would alert, and an alert it decided on would reach the receiver.
    await checks.next();
    expect(checks.decided()).toBe(0);
    await expect.poll(() => receiver.received.length >= checks.decided()).toBe(true);
    expect(receiver.received).toEqual([]);
  });
});

describe.each(backends)('the confirmations one network may cause on $name', (backend) => {
  let server: MailingTestServer;
  beforeAll(async () => {
    server = await startServerWithSink(backend, { TRUST_PROXY: 'true', CONFIRMATIONS_PER_NETWORK: '4' });
  });
  afterAll(() => server.close());

  async function submitFrom(network: string, email: string) {
    const response = await post(
      server.url,
      buildPayload(form('contact'), { name: 'Bot', email, message: 'Hello' }, new Date()),
      { 'x-forwarded-for': network },
    );
    expect(response.status).toBe(200);
    const id = String(response.json.id);
    return (await server.store.jobsOf(id)).map((job) => job.kind);
  }

  it('stop at CONFIRMATIONS_PER_NETWORK a day, whatever the addresses, while every lead is kept', async () => {
    const sent = [];
    for (let i = 0; i < 7; i++) sent.push(await submitFrom('198.51.100.7', `stranger${i}@example.org`));
    expect(sent.map((jobs) => jobs.includes('confirmation'))).toEqual([true, true, true, true, false, false, false]);
    expect(sent.every((jobs) => jobs.includes('email'))).toBe(true);
    // Another network's visitor, even one of the same addresses, still gets one.
    expect(await submitFrom('203.0.113.9', 'stranger6@example.org')).toEqual(['email', 'confirmation']);
  });
});

describe('switched off', () => {
  let server: MailingTestServer;
  beforeAll(async () => {
    server = await startServerWithSink(backends[0] ?? { name: 'sqlite', databaseUrl: undefined }, {
      CONFIRMATION_EMAILS: 'off',
    });
  });
  afterAll(() => server.close());

  it('by CONFIRMATION_EMAILS=off, only the firm is emailed', async () => {
    const response = await post(
      server.url,
      buildPayload(form('contact'), { name: 'A', email: 'a@example.org', message: 'Hi' }, new Date()),
    );
    expect((await server.store.jobsOf(String(response.json.id))).map((job) => job.kind)).toEqual(['email']);
  });
});
