// @vitest-environment jsdom
/**
 * The firm's reply promise is one value: set to 48 hours, every page that promises a reply, every
 * form's thank-you card and both email kinds say 48 hours, and nothing still says 24 or "soon".
 */
import fs from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { firm, type FirmConfig } from '../../src/content/firm.ts';
import { nextSteps } from '../../src/content/next-steps.ts';
import { replyPromiseHours, replyWithin } from '../../src/content/reply-promise.ts';
import { loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { minimalAnswers } from '../../src/questionnaire/catalogue/sample-answers.ts';
import { ThankYouCard } from '../../src/questionnaire-ui/ThankYouCard.tsx';
import { confirmationEmail, visitorAddress } from '../../src/server/mail/confirmation-email.ts';
import { leadEmail } from '../../src/server/mail/lead-email.ts';
import { CallToAction } from '../../src/shared/article/CallToAction.tsx';
import AboutPage, { loader as aboutLoader } from '../../src/pages/about/route.tsx';
import ServicePage, { loader as serviceLoader } from '../../src/pages/service/route.tsx';
import ServicesPage, { loader as servicesLoader } from '../../src/pages/services/route.tsx';
import { render } from '../support/render.tsx';
import { submissionRecord } from '../support/stored-submission.ts';

vi.mock('../../src/content/firm.ts', async (importOriginal) => {
  const original = await importOriginal<{ firm: FirmConfig }>();
  return { ...original, firm: { ...original.firm, replyPromiseHours: 48 } };
});

const PROMISE = 'within 48 hours';
const OTHER_PROMISE = /\b24 hours\b|in touch soon|\{replyWithin\}/i;
const catalogue = loadCatalogue();

/** Route components take their loader's data; the rest of their props goes unread. */
type Props<Page extends (props: never) => unknown> = Parameters<Page>[0];

function expectPromise(text: string | null | undefined) {
  expect(text).toContain(PROMISE);
  expect(text).not.toMatch(OTHER_PROMISE);
}

describe('the reply promise at 48 hours', () => {
  it('is the value the site states', () => {
    expect(replyPromiseHours).toBe(48);
    expect(replyWithin).toBe('48 hours');
    expect(nextSteps.replyWithin).toBe('48 hours');
  });

  it.each(catalogue.map((definition) => [definition.id, definition] as const))(
    '%s: the thank-you card and both emails state it',
    (_id, definition) => {
      render(
        <MemoryRouter>
          <ThankYouCard definition={definition} firm={{ name: firm.name, email: firm.email, nextSteps }} />
        </MemoryRouter>,
      );
      expectPromise(screen.getByTestId('thank-you').textContent);
      const answers = minimalAnswers(definition);
      const submission = submissionRecord({
        formId: definition.id,
        answers: JSON.stringify(answers),
        receivedAt: '2026-03-02T08:00:00.000Z',
      });
      if (visitorAddress(definition, answers)) {
        const confirmation = confirmationEmail(definition, submission, 'forms@example.com', firm);
        expectPromise(confirmation.text);
        expectPromise(confirmation.html);
      }
      const lead = leadEmail(definition, submission, 'forms@example.com', 'leads@example.com');
      expect(lead.text).toContain('Reply due by 4 March 2026, 08:00 UTC (within 48 hours)');
      expect(lead.html).toContain('4 March 2026, 08:00 UTC (within 48 hours)');
      expect(JSON.stringify(definition.form)).not.toMatch(OTHER_PROMISE);
    },
  );

  it('is on the services, service and about pages and in articles', () => {
    const services = servicesLoader();
    render(
      <MemoryRouter>
        <ServicesPage {...({ loaderData: services } as Props<typeof ServicesPage>)} />
      </MemoryRouter>,
    );
    expectPromise(document.body.textContent);
    document.body.innerHTML = '';
    const iso9001 = serviceLoader({ params: { slug: 'iso-9001' } } as Parameters<typeof serviceLoader>[0]);
    render(
      <MemoryRouter>
        <ServicePage {...({ loaderData: iso9001 } as Props<typeof ServicePage>)} />
      </MemoryRouter>,
    );
    expect(document.body.textContent).toContain(`proposal ${PROMISE}`);
    expect(document.body.textContent).not.toMatch(OTHER_PROMISE);
    document.body.innerHTML = '';
    render(
      <MemoryRouter>
        <AboutPage {...({ loaderData: aboutLoader() } as Props<typeof AboutPage>)} />
      </MemoryRouter>,
    );
    expectPromise(document.body.textContent);
    document.body.innerHTML = '';
    render(
      <MemoryRouter>
        <CallToAction title="Next" text="We reply within {replyWithin}." to="/contact" label="Contact" />
      </MemoryRouter>,
    );
    expectPromise(document.body.textContent);
  });
});

describe('the texts that promise a reply', () => {
  /** Every file a visitor's wording is typed in: content, pages, shared pieces, articles and forms. */
  const files = ['src', 'schemas'].flatMap((dir) =>
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(tsx?|mdx|json)$/.test(file))
      .map((file) => path.join(dir, file)),
  );

  it('take the time from the one value, never typing it', () => {
    const typed = files.filter((file) => /within 24 hours|in touch soon/i.test(fs.readFileSync(file, 'utf8')));
    expect(typed).toEqual([]);
  });
});
