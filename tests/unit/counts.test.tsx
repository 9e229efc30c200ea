// @vitest-environment jsdom
/**
 * One count of sections and questions (src/questionnaire/counts.ts) on every screen that states
 * it: the questionnaire's header, its progress panel, the workbench's catalogue list and the
 * privacy notice. A question added to a fixture form moves each of them by one; an 'Other' box
 * added to an existing question moves none.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countsOf } from '../../scripts/workbench/catalogue-state.ts';
import { firm } from '../../src/content/firm.ts';
import type { Block } from '../../src/privacy-notice/notice-blocks.ts';
import { buildPrivacyNotice, noticePlainText } from '../../src/privacy-notice/notice.ts';
import { noticeSettingsFrom } from '../../src/content/privacy/notice-settings.ts';
import { formCounts } from '../../src/questionnaire/counts.ts';
import type { FormDefinition } from '../../src/questionnaire/definition.ts';
import { progressOf } from '../../src/questionnaire/progress.ts';
import { FormHeader } from '../../src/questionnaire-ui/FormHeader.tsx';
import { FormProgress } from '../../src/questionnaire-ui/FormProgress.tsx';
import { baseDefinition } from '../support/fixture-catalogue.ts';
import { render } from '../support/render.tsx';

/** The base form with one more field in its last section; revealed by `topic` when `reveal` is set. */
function withField(definition: FormDefinition, field: string, reveal: boolean): FormDefinition {
  const sections = definition.form.sections.map((section, index, all) =>
    index === all.length - 1 ? { ...section, fields: [...section.fields, field] } : section,
  );
  return {
    ...definition,
    schema: {
      ...definition.schema,
      properties: { ...definition.schema.properties, [field]: { title: 'A new question', type: 'string' } },
    },
    form: {
      ...definition.form,
      sections,
      reveals: reveal
        ? [...definition.form.reveals, { field, when: 'topic', equals: ['other'], mode: 'show' as const }]
        : definition.form.reveals,
    },
  };
}

/** Every count a visitor, a consultant or a reader of the notice sees for this form. */
function shownCounts(definition: FormDefinition) {
  const view = render(
    <>
      <FormHeader definition={definition} />
      <FormProgress definition={definition} progress={progressOf(definition, {})} />
    </>,
  );
  const header = screen.getByTestId('estimate').textContent ?? '';
  const progress = screen.getByTestId('progress-text').textContent ?? '';
  view.unmount();
  const notice = buildPrivacyNotice({ firm, forms: [definition], ...noticeSettingsFrom({}) });
  const block = notice.sections
    .flatMap((section) => section.blocks)
    .find((each): each is Extract<Block, { type: 'form' }> => each.type === 'form');
  return {
    header: {
      sections: Number(/Sections: (\d+)/.exec(header)?.[1]),
      questions: Number(/Questions: (\d+)/.exec(header)?.[1]),
    },
    progress: Number(/^0 of (\d+) questions answered$/.exec(progress)?.[1]),
    workbench: countsOf(definition),
    notice: block?.counts,
    noticeText: noticePlainText(notice),
  };
}

describe('one count of sections and questions', () => {
  const base = baseDefinition();
  const before = shownCounts(base);
  const counts = formCounts(base);

  it('is the same on the header, the progress panel, the workbench and the privacy notice', () => {
    expect(before.header).toEqual(counts);
    expect(before.progress).toBe(counts.questions);
    expect(before.workbench).toEqual(counts);
    expect(before.notice).toEqual(counts);
    expect(before.noticeText).toContain(`${counts.sections} sections, ${counts.questions} questions`);
  });

  it('moves by one everywhere when a question is added to a form', () => {
    const after = shownCounts(withField(base, 'budget', false));
    const more = { sections: counts.sections, questions: counts.questions + 1 };
    expect(after.header).toEqual(more);
    expect(after.progress).toBe(more.questions);
    expect(after.workbench).toEqual(more);
    expect(after.notice).toEqual(more);
    expect(after.noticeText).toContain(`${more.sections} sections, ${more.questions} questions`);
  });

  it("does not count an 'Other' box: it belongs to the question that reveals it", () => {
    const after = shownCounts(withField(base, 'otherBudget', true));
    expect(after.header).toEqual(counts);
    expect(after.progress).toBe(counts.questions);
    expect(after.workbench).toEqual(counts);
    expect(after.notice).toEqual(counts);
  });
});
