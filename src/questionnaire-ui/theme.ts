import { withTheme } from '@rjsf/core';
// The templates alone: the package index also pulls in its date widgets (@mantine/dates, dayjs),
// which the site does not use (dates are native inputs), at ~20 KB gzip.
import { generateTemplates } from '@rjsf/mantine/lib/templates/index.js';
import type { RegistryWidgetsType } from '@rjsf/utils';
import { BaseInputTemplate } from './BaseInputTemplate.tsx';
import { FieldErrors } from './FieldErrors.tsx';
import { HelpText } from './HelpText.tsx';
import { MatrixField } from './MatrixField.tsx';
import { NumberField } from './NumberField.tsx';
import { RecordsTemplate, RecordTemplate } from './RecordsTemplates.tsx';
import { SectionsTemplate } from './SectionsTemplate.tsx';
import { CheckboxesWidget } from './widgets/CheckboxesWidget.tsx';
import { CheckboxWidget } from './widgets/CheckboxWidget.tsx';
import { DateWidget } from './widgets/DateWidget.tsx';
import { IntegerWidget } from './widgets/IntegerWidget.tsx';
import { MonthWidget } from './widgets/MonthWidget.tsx';
import { RadioWidget } from './widgets/RadioWidget.tsx';
import { RangeWidget } from './widgets/RangeWidget.tsx';
import { SelectWidget } from './widgets/SelectWidget.tsx';
import { TextareaWidget } from './widgets/TextareaWidget.tsx';

// RJSF's Mantine templates (text inputs, field layout, help) with our own small Mantine widgets:
// groups as fieldset + legend, a labelled slider with marks, native selects and dates, and the
// ISO 9001 "0 when empty" number rule.
const widgets: RegistryWidgetsType = {
  RadioWidget,
  CheckboxesWidget,
  CheckboxWidget,
  RangeWidget,
  SelectWidget,
  TextareaWidget,
  DateWidget,
  month: MonthWidget,
  UpDownWidget: IntegerWidget,
};

export const EngineForm = withTheme({
  widgets,
  fields: { NumberField, matrix: MatrixField },
  templates: {
    ...generateTemplates(),
    BaseInputTemplate,
    ObjectFieldTemplate: SectionsTemplate,
    // a repeating group: records with labelled add and remove buttons
    ArrayFieldTemplate: RecordsTemplate,
    ArrayFieldItemTemplate: RecordTemplate,
    FieldHelpTemplate: HelpText,
    FieldErrorTemplate: FieldErrors,
  },
});
