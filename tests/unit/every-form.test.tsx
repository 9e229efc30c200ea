// @vitest-environment jsdom
/**
 * What each catalogue form shows a visitor of its own, for every form, drawn by the engine's own
 * hook and components in jsdom: the message of each check, what each reveal closes and opens, the
 * consent box beside the privacy notice, the success screen and the failure message. The browser
 * tests run the same behaviour on a few representative forms (tests/e2e/representative-forms.ts),
 * where only a browser can show it (typing, layout, the real server, axe).
 */
import { act, renderHook, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firm } from '../../src/content/firm.ts';
import { nextSteps } from '../../src/content/next-steps.ts';
import { loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { optionValues } from '../../src/questionnaire/catalogue/sample-answers.ts';
import type { FormDefinition, Reveal } from '../../src/questionnaire/definition.ts';
import type { FirmWording } from '../../src/questionnaire-ui/firm-wording.ts';
import { StatusMessage } from '../../src/questionnaire-ui/StatusMessage.tsx';
import { ThankYouCard } from '../../src/questionnaire-ui/ThankYouCard.tsx';
import { useSubmission, type SubmissionStatus } from '../../src/questionnaire-ui/use-submission.ts';
import { drawnAfterScripts } from '../support/drawn-form.tsx';
import { render } from '../support/render.tsx';
import { answersFailingStep, minimalAnswers } from '../support/sample-answers.ts';

const catalogue = loadCatalogue();
const firmWording: FirmWording = { name: firm.name, email: firm.email, nextSteps };
const each = catalogue.map((definition) => [definition.id, definition] as const);

/** What the page's request meets: the server's answer, or a network that is down. */
type Answer = { readonly ok: true; readonly id: string } | 'network down';

let requests: unknown[];
beforeEach(() => {
  requests = [];
  // The submit client's failures are logged for the developer; here they are the point.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The status the form's submission cycle reaches for these answers, the request answered so. */
async function statusAfterSubmit(
  definition: FormDefinition,
  answers: Record<string, unknown>,
  answer: Answer,
): Promise<SubmissionStatus> {
  vi.stubGlobal('fetch', async (...request: unknown[]) => {
    requests.push(request);
    if (answer === 'network down') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const { result } = renderHook(() => useSubmission(definition, () => undefined, firm.email));
  await act(() => result.current.submit(answers, ''));
  return result.current.status;
}

afterEach(() => document.body.replaceChildren());

/** The answer that opens a reveal: its option, or a list holding it for a multiple choice. */
const openingOf = (reveal: Reveal): unknown => (reveal.includes !== undefined ? [reveal.includes] : reveal.equals?.[0]);

/** The reveals in groups whose opening answers can be given together (one answer per question). */
function openingPasses(reveals: readonly Reveal[]): Reveal[][] {
  const passes: Reveal[][] = [];
  for (const reveal of reveals) {
    const fits = (pass: Reveal[]) =>
      pass.every(
        (other) => other.when !== reveal.when || JSON.stringify(openingOf(other)) === JSON.stringify(openingOf(reveal)),
      );
    const pass = passes.find(fits);
    if (pass) pass.push(reveal);
    else passes.push([reveal]);
  }
  return passes;
}

const steps = catalogue.flatMap((definition) =>
  definition.form.pipeline.map((step, index) => [definition.id, index + 1, step.check, definition, index] as const),
);

describe('every check of every form', () => {
  it.each(steps)('%s, check %i (%s): shows its own message and sends nothing', async (...[, , , definition, index]) => {
    const status = await statusAfterSubmit(definition, answersFailingStep(definition, index), { ok: true, id: 'x' });
    render(<StatusMessage status={status} definition={definition} />);
    expect(screen.getByTestId('error-message').textContent).toBe(definition.form.pipeline[index]?.message);
    expect(requests).toEqual([]);
  });
});

describe('every form as drawn', () => {
  it.each(each.filter(([, definition]) => definition.form.reveals.length > 0 || definition.form.consent))(
    '%s: each reveal closed until its answer is given, then open; the consent box beside the privacy notice',
    async (_, definition) => {
      const { form } = definition;
      const box = (page: HTMLElement, field: string) => page.querySelector(`[id="${definition.id}_${field}"]`);
      // The typing box itself: the element with the field's id, or the one input inside it.
      const control = (page: HTMLElement, field: string) => {
        const found = box(page, field);
        return found?.matches('input, textarea') ? found : found?.querySelector('input, textarea');
      };
      const closed = await drawnAfterScripts(definition, {});
      for (const reveal of form.reveals) {
        const when = definition.schema.properties[reveal.when];
        const opening = openingOf(reveal);
        // An answer the visitor can give: one of the question's own options.
        const offered =
          when?.type === 'boolean' ? [true, false] : optionValues(when?.type === 'array' ? when.items : when);
        for (const value of Array.isArray(opening) ? opening : [opening]) expect(offered).toContain(value);
        if (reveal.mode === 'show') expect(box(closed, reveal.field), reveal.field).toBeNull();
        else expect(control(closed, reveal.field), reveal.field).toBeDisabled();
      }
      for (const pass of openingPasses(form.reveals)) {
        const open = await drawnAfterScripts(
          definition,
          Object.fromEntries(pass.map((reveal) => [reveal.when, openingOf(reveal)])),
        );
        for (const reveal of pass) {
          if (reveal.mode === 'show') expect(box(open, reveal.field), reveal.field).not.toBeNull();
          else expect(control(open, reveal.field), reveal.field).toBeEnabled();
        }
      }

      if (form.consent) {
        const consent = box(closed, form.consent.field) as HTMLInputElement | null;
        expect(consent).toHaveAttribute('type', 'checkbox');
        const label = (definition.schema.properties[form.consent.field]?.title ?? '').replace(/\s*\*$/, '');
        expect(closed.querySelector(`label[for="${consent?.id}"]`)).toHaveTextContent(label);
        // The nearest element around the box that also holds the notice link.
        let around = consent?.parentElement ?? null;
        while (around && !around.querySelector('a[data-testid="privacy-notice-link"]')) around = around.parentElement;
        const link = around?.querySelector('a[data-testid="privacy-notice-link"]');
        expect(link).toHaveTextContent(/How we use your details/);
        expect(link).toHaveAttribute('href', '/privacy');
        expect(link).toHaveAttribute('target', '_blank');
      }
    },
  );
});

describe('every success screen', () => {
  it.each(each)('%s: a sent form shows its own', async (_, definition) => {
    const { form } = definition;
    const status = await statusAfterSubmit(definition, minimalAnswers(definition), {
      ok: true,
      id: '0b9d6f1e-0000-4000-8000-000000000001',
    });
    expect(requests).toHaveLength(1);
    if (form.success.display === 'card') {
      render(
        <MemoryRouter>
          <ThankYouCard
            definition={definition}
            firm={firmWording}
            reference={status.state === 'success' ? status.reference : undefined}
          />
        </MemoryRouter>,
      );
      expect(screen.getByTestId('thank-you-heading')).toHaveTextContent(form.success.title ?? 'Thank You!');
      expect(screen.getByTestId('thank-you')).toHaveTextContent(form.success.message);
      if (form.success.button)
        expect(screen.getByRole('link', { name: form.success.button.label })).toHaveAttribute(
          'href',
          form.success.button.to,
        );
    } else {
      render(<StatusMessage status={status} definition={definition} />);
      expect(screen.getByTestId('form-success')).toHaveTextContent(form.success.message);
      if (form.success.title) expect(screen.getByTestId('form-success')).toHaveTextContent(form.success.title);
    }
  });
});

describe('every failure message', () => {
  it.each(each)('%s: a send the network drops shows its own, naming the firm’s email', async (_, definition) => {
    const { failure } = definition.form;
    const status = await statusAfterSubmit(definition, minimalAnswers(definition), 'network down');
    render(<StatusMessage status={status} definition={definition} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(failure.message.replaceAll('{email}', firm.email));
    if (failure.title) expect(alert).toHaveTextContent(failure.title);
  });
});
