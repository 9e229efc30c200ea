// @vitest-environment jsdom
/**
 * Each questionnaire widget as a visitor meets it: found by its label, marked invalid when the
 * pipeline reports an error, and operated with the keyboard alone.
 */
import type { FieldProps, RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';
import { generateTemplates } from '@rjsf/mantine/lib/templates/index.js';
import validator from '@rjsf/validator-ajv8';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { MatrixField } from '../../src/questionnaire-ui/MatrixField.tsx';
import { EngineForm, engineTheme } from '../../src/questionnaire-ui/theme.ts';
import { numbered, recordWords } from '../../src/questionnaire/records.ts';
import { CheckboxesWidget } from '../../src/questionnaire-ui/widgets/CheckboxesWidget.tsx';
import { CheckboxWidget } from '../../src/questionnaire-ui/widgets/CheckboxWidget.tsx';
import { DateWidget } from '../../src/questionnaire-ui/widgets/DateWidget.tsx';
import { IntegerWidget } from '../../src/questionnaire-ui/widgets/IntegerWidget.tsx';
import { MonthWidget } from '../../src/questionnaire-ui/widgets/MonthWidget.tsx';
import { RadioWidget } from '../../src/questionnaire-ui/widgets/RadioWidget.tsx';
import { RangeWidget } from '../../src/questionnaire-ui/widgets/RangeWidget.tsx';
import { SelectWidget } from '../../src/questionnaire-ui/widgets/SelectWidget.tsx';
import { TextareaWidget } from '../../src/questionnaire-ui/widgets/TextareaWidget.tsx';
import { loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { localToday } from '../../src/questionnaire/dates.ts';
import type { FormDefinition } from '../../src/questionnaire/definition.ts';
import { SHAPES_CATALOGUE_DIR } from '../support/fixture-catalogue.ts';
import { render } from '../support/render.tsx';

const shapes = loadCatalogue(SHAPES_CATALOGUE_DIR)[0] as FormDefinition;

const OPTIONS = [
  { value: 'small', label: 'Fewer than 50 people' },
  { value: 'medium', label: '50 to 250 people' },
  { value: 'large', label: 'More than 250 people' },
];

/** The props RJSF gives a widget; a widget reads only these, not the rest of RJSF's registry. */
function widgetProps(overrides: Partial<WidgetProps>): WidgetProps {
  const base = {
    id: 'root_field',
    name: 'field',
    label: 'The question',
    schema: {},
    uiSchema: {},
    value: undefined,
    options: {},
    required: false,
    disabled: false,
    readonly: false,
    autofocus: false,
    rawErrors: [],
    placeholder: '',
    onChange: () => undefined,
    onBlur: () => undefined,
    onFocus: () => undefined,
    registry: { formContext: undefined },
  };
  // Cast: the test builds the subset of WidgetProps the widgets read (no templates, no validator).
  return { ...base, ...overrides } as unknown as WidgetProps;
}

/** Renders a widget holding its own value, as the form does, and records every value it reports. */
function mount(Widget: ComponentType<WidgetProps>, overrides: Partial<WidgetProps> = {}) {
  const changes: unknown[] = [];
  function Holder() {
    const [value, setValue] = useState<unknown>(overrides.value);
    return (
      <Widget
        {...widgetProps({
          ...overrides,
          value,
          onChange: (next: unknown) => {
            changes.push(next);
            setValue(next);
          },
        })}
      />
    );
  }
  render(<Holder />);
  return { changes, user: userEvent.setup() };
}

const ERROR = { rawErrors: ['Please answer this question.'] };

describe('TextareaWidget', () => {
  it('is found by its label, records typed text and records a cleared box as unanswered', async () => {
    const { changes, user } = mount(TextareaWidget, { label: 'Anything else?' });
    const box = screen.getByRole('textbox', { name: 'Anything else?' });
    expect(box).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(box);
    await user.keyboard('Hi');
    expect(changes.at(-1)).toBe('Hi');
    await user.clear(box);
    expect(changes.at(-1)).toBeUndefined();
  });

  it('is marked invalid and shows the message when the pipeline reports an error', () => {
    mount(TextareaWidget, { label: 'Anything else?', ...ERROR });
    expect(screen.getByRole('textbox', { name: 'Anything else?' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please answer this question.')).toBeTruthy();
  });
});

describe('IntegerWidget', () => {
  it('records whole numbers as numbers, and an emptied box as the field’s empty value', async () => {
    const { changes, user } = mount(IntegerWidget, { label: 'Employees', options: { emptyValue: 0 } });
    const box = screen.getByRole('spinbutton', { name: 'Employees' });
    await user.click(box);
    await user.keyboard('42');
    expect(changes.at(-1)).toBe(42);
    await user.clear(box);
    expect(changes.at(-1)).toBe(0);
  });

  it('leaves an emptied box unanswered when the field has no empty value, and shows errors', async () => {
    const { changes, user } = mount(IntegerWidget, { label: 'Employees', ...ERROR });
    const box = screen.getByRole('spinbutton', { name: 'Employees' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.type(box, '7');
    await user.clear(box);
    expect(changes).toEqual([7, undefined]);
  });
});

describe('DateWidget', () => {
  it('is a native date input found by its label, holding ISO dates, invalid on error', async () => {
    const { changes, user } = mount(DateWidget, { label: 'Target date', ...ERROR });
    const input = screen.getByLabelText('Target date');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, '2026-03-31');
    expect(changes.at(-1)).toBe('2026-03-31');
  });

  it("bounds the picker by the field's date step, from the visitor's today", async () => {
    const registry = { formContext: { definition: shapes } };
    mount(DateWidget, { label: 'Start', name: 'startDate', registry } as Partial<WidgetProps>);
    const input = screen.getByLabelText('Start');
    const today = localToday().from;
    await waitFor(() => expect(input).toHaveAttribute('min', today));
    expect(input).toHaveAttribute('max', `${Number(today.slice(0, 4)) + 2}${today.slice(4)}`);
  });
});

describe('MonthWidget', () => {
  const registry = { formContext: { definition: shapes } };

  it('is a group named by the question with a month and a year select; the answer is the first day', async () => {
    const { changes, user } = mount(MonthWidget, {
      label: 'Audit month',
      name: 'auditMonth',
      registry,
    } as Partial<WidgetProps>);
    const group = screen.getByRole('group', { name: 'Audit month' });
    const month = within(group).getByRole('combobox', { name: 'Month' });
    const year = within(group).getByRole('combobox', { name: 'Year' });
    const thisYear = Number(localToday().from.slice(0, 4));
    // the years follow the step's bounds (this year to two years ahead) once the page is hydrated
    await waitFor(() =>
      expect(
        within(year)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Year', String(thisYear), String(thisYear + 1), String(thisYear + 2)]),
    );
    await user.selectOptions(month, 'March');
    expect(changes.at(-1)).toBeUndefined();
    await user.selectOptions(year, String(thisYear + 1));
    expect(changes.at(-1)).toBe(`${thisYear + 1}-03-01`);
    await user.selectOptions(month, 'Month');
    expect(changes.at(-1)).toBeUndefined();
  });

  it('shows a stored month and is marked invalid when the pipeline reports an error', () => {
    mount(MonthWidget, {
      label: 'Audit month',
      name: 'auditMonth',
      value: '2027-09-01',
      registry,
      ...ERROR,
    } as Partial<WidgetProps>);
    const group = screen.getByRole('group', { name: 'Audit month' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(within(group).getByRole('combobox', { name: 'Month' })).toHaveValue('09');
    expect(within(group).getByRole('combobox', { name: 'Year' })).toHaveValue('2027');
  });
});

describe('SelectWidget', () => {
  it('offers every option after a prompt and records the chosen option’s value', async () => {
    const { changes, user } = mount(SelectWidget, { label: 'Company size', options: { enumOptions: OPTIONS } });
    const select = screen.getByRole('combobox', { name: 'Company size' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select an option', ...OPTIONS.map((option) => option.label)]);
    await user.selectOptions(select, '50 to 250 people');
    expect(changes.at(-1)).toBe('medium');
    await user.selectOptions(select, 'Select an option');
    expect(changes.at(-1)).toBeUndefined();
  });

  it('is marked invalid on error', () => {
    mount(SelectWidget, { label: 'Company size', options: { enumOptions: OPTIONS }, ...ERROR });
    expect(screen.getByRole('combobox', { name: 'Company size' })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('RadioWidget', () => {
  it('groups the options under the question and selects one with the keyboard', async () => {
    const { changes, user } = mount(RadioWidget, { label: 'Company size', options: { enumOptions: OPTIONS } });
    const group = screen.getByRole('group', { name: /Company size/ });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Fewer than 50 people' })).toHaveFocus();
    await user.keyboard(' ');
    expect(changes.at(-1)).toBe('small');
    expect(screen.getByRole('radio', { name: 'Fewer than 50 people' })).toBeChecked();
  });

  it('marks the group invalid and names the error in its description', () => {
    mount(RadioWidget, { label: 'Company size', options: { enumOptions: OPTIONS }, ...ERROR });
    const group = screen.getByRole('group', { name: /Company size/ });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group.getAttribute('aria-describedby')).toContain('root_field__error');
    expect(document.getElementById('root_field__error')?.textContent).toBe('Please answer this question.');
  });
});

describe('CheckboxesWidget', () => {
  it('toggles options with the keyboard and records them in the options’ own order', async () => {
    const { changes, user } = mount(CheckboxesWidget, { label: 'Sites', options: { enumOptions: OPTIONS } });
    screen.getByRole('checkbox', { name: 'More than 250 people' }).focus();
    await user.keyboard(' ');
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('checkbox', { name: 'Fewer than 50 people' })).toHaveFocus();
    await user.keyboard(' ');
    expect(changes.at(-1)).toEqual(['small', 'large']);
    await user.keyboard(' ');
    expect(changes.at(-1)).toEqual(['large']);
  });

  it('marks the group invalid on error', () => {
    mount(CheckboxesWidget, { label: 'Sites', options: { enumOptions: OPTIONS }, ...ERROR });
    expect(screen.getByRole('group', { name: /Sites/ })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('CheckboxWidget', () => {
  it('is a box labelled by its statement, ticked with the Space key, invalid on error', async () => {
    const { changes, user } = mount(CheckboxWidget, { label: 'I have read the terms', ...ERROR });
    const box = screen.getByRole('checkbox', { name: 'I have read the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    box.focus();
    await user.keyboard(' ');
    expect(changes).toEqual([true]);
    expect(screen.queryByTestId('privacy-notice-link')).toBeNull();
  });

  it('shows the privacy notice link beside the form’s consent box', () => {
    const formContext = { definition: { form: { consent: { field: 'consent' } } } };
    mount(CheckboxWidget, { name: 'consent', label: 'You may contact me', registry: { formContext } as never });
    expect(screen.getByTestId('privacy-notice-link')).toHaveAttribute('href', '/privacy');
  });
});

describe('RangeWidget', () => {
  const scale = {
    schema: { type: 'integer' as const, minimum: 1, maximum: 5, default: 3 },
    options: {
      marks: [
        { value: 1, label: '1 - Lowest' },
        { value: 3, label: '3 - Middle' },
        { value: 4, label: '4' },
        { value: 5, label: '5 - Highest' },
      ],
    },
  };

  it('is a slider named by the question, starting at its default, the chosen level shown in words', () => {
    mount(RangeWidget, { label: 'Risk appetite', ...scale });
    const slider = screen.getByRole('slider', { name: 'Risk appetite' });
    expect(slider).toHaveAttribute('aria-valuenow', '3');
    expect(screen.getByText('Selected: 3 - Middle')).toBeTruthy();
  });

  it('moves one step per arrow key and stays inside its range', async () => {
    const { changes, user } = mount(RangeWidget, { label: 'Risk appetite', ...scale });
    screen.getByRole('slider', { name: 'Risk appetite' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(changes.at(-1)).toBe(4);
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(changes.at(-1)).toBe(5);
    await user.keyboard('{Home}');
    expect(changes.at(-1)).toBe(1);
  });
});

describe('MatrixField', () => {
  const maturity = shapes.schema.properties['maturity'];

  function mountMatrix(rawErrors: string[] = []) {
    const changes: unknown[] = [];
    function Holder() {
      const [value, setValue] = useState<unknown>({});
      const props = {
        name: 'maturity',
        schema: maturity,
        uiSchema: {},
        formData: value,
        required: true,
        disabled: false,
        readonly: false,
        rawErrors,
        fieldPathId: { $id: 'shapes_maturity', path: ['maturity'] },
        registry: { formContext: { definition: shapes } },
        onChange: (next: unknown) => {
          changes.push(next);
          setValue(next);
        },
      };
      // Cast: the subset of FieldProps the matrix reads (no templates, no validator).
      return <MatrixField {...(props as unknown as FieldProps)} />;
    }
    render(<Holder />);
    return { changes, user: userEvent.setup() };
  }

  it('is a group named by the question, a radio group per row named by the row, a radio per point', async () => {
    const { changes, user } = mountMatrix();
    const matrix = screen.getByRole('group', { name: maturity?.title ?? '' });
    const titles = Object.values(maturity?.properties ?? {}).map((row) => row.title ?? '');
    expect(within(matrix).getAllByRole('radiogroup')).toHaveLength(titles.length);
    for (const title of titles) expect(within(matrix).getByRole('radiogroup', { name: title })).toBeTruthy();
    const access = screen.getByRole('radiogroup', { name: maturity?.properties?.['access']?.title ?? '' });
    expect(
      within(access)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['0', '1', '2', '3', '4', '5']);
    await user.click(within(access).getByRole('radio', { name: '3' }));
    expect(changes.at(-1)).toEqual({ access: 3 });
    await user.keyboard('{ArrowRight}');
    expect(changes.at(-1)).toEqual({ access: 4 });
    const crypto = screen.getByRole('radiogroup', { name: maturity?.properties?.['crypto']?.title ?? '' });
    await user.click(within(crypto).getByRole('radio', { name: '0' }));
    expect(changes.at(-1)).toEqual({ access: 4, crypto: 0 });
  });

  it('is marked invalid and shows the message when the pipeline reports an error', () => {
    mountMatrix(['Please rate access control.']);
    const matrix = screen.getByRole('group', { name: maturity?.title ?? '' });
    expect(matrix).toHaveAttribute('aria-invalid', 'true');
    expect(within(matrix).getByText('Please rate access control.')).toBeTruthy();
  });
});

describe('a repeating group (RJSF array templates)', () => {
  const sites = shapes.schema.properties['sites'];
  const words = recordWords(shapes, 'sites');
  // A schema of the group alone, so the test sees the records and not the whole questionnaire.
  const schema = { type: 'object', properties: { sites } } as RJSFSchema;

  function mountGroup() {
    const changes: unknown[] = [];
    render(
      <EngineForm
        schema={schema}
        uiSchema={{ sites: shapes.ui['sites'] } as UiSchema}
        validator={validator}
        formContext={{ definition: { ...shapes, form: { ...shapes.form, sections: [] } } }}
        idPrefix="shapes"
        noValidate
        experimental_defaultFormStateBehavior={{
          arrayMinItems: { computeSkipPopulate: () => true },
        }}
        onChange={(event) => changes.push(event.formData)}
      />,
    );
    return { changes, user: userEvent.setup() };
  }

  it('adds and removes records with buttons named by the record, each record a labelled group', async () => {
    const { changes, user } = mountGroup();
    const group = screen.getByRole('group', { name: sites?.title ?? '' });
    await user.click(within(group).getByRole('button', { name: words.add }));
    await user.click(within(group).getByRole('button', { name: words.add }));
    const second = within(group).getByRole('group', { name: numbered(words.record, 2) });
    // the keyboard lands in the new record's first field
    await waitFor(() =>
      expect(within(second).getByRole('textbox', { name: /Site name/ })).toBe(document.activeElement),
    );
    await user.type(within(second).getByRole('textbox', { name: /Site name/ }), 'Pune');
    expect(within(group).getByRole('button', { name: numbered(words.remove, 1) })).toBeTruthy();
    await user.click(within(group).getByRole('button', { name: numbered(words.remove, 1) }));
    await waitFor(() => expect(changes.at(-1)).toMatchObject({ sites: [{ siteName: 'Pune' }] }));
    // the removed button's focus goes to the add button, not to the page's top
    expect(document.activeElement).toBe(within(group).getByRole('button', { name: words.add }));
    expect(within(group).queryByRole('group', { name: numbered(words.record, 2) })).toBeNull();
  });

  it('offers no add button once the group holds its maximum', async () => {
    const { user } = mountGroup();
    const group = screen.getByRole('group', { name: sites?.title ?? '' });
    for (let index = 0; index < (sites?.maxItems ?? 0); index += 1) {
      await user.click(within(group).getByRole('button', { name: words.add }));
    }
    expect(within(group).getAllByRole('button', { name: /./ })).toHaveLength(sites?.maxItems ?? 0);
    expect(within(group).queryByRole('button', { name: words.add })).toBeNull();
  });
});

describe('the engine’s templates', () => {
  it('replace or keep each of RJSF’s Mantine templates, so none falls back to an unstyled one', () => {
    expect(Object.keys(engineTheme.templates).sort()).toEqual(Object.keys(generateTemplates()).sort());
  });

  it('give a number question without a widget a text box that records a number', async () => {
    const changes: unknown[] = [];
    const schema = { type: 'object', properties: { staff: { type: 'number', title: 'People on staff' } } };
    render(
      <EngineForm
        schema={schema as RJSFSchema}
        validator={validator}
        formContext={{ definition: { ...shapes, form: { ...shapes.form, sections: [] } } }}
        noValidate
        onChange={(event) => changes.push(event.formData)}
      />,
    );
    const user = userEvent.setup();
    const box = screen.getByRole('spinbutton', { name: /People on staff/ });
    await user.type(box, '12.5');
    await waitFor(() => expect(changes.at(-1)).toEqual({ staff: 12.5 }));
    await user.clear(box);
    await waitFor(() => expect(changes.at(-1)).toEqual({}));
  });
});
