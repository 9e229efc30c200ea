import { withTheme, type ThemeProps } from '@rjsf/core';
// RJSF's Mantine templates one by one, those the engine does not draw itself: the package index
// also pulls in its date widgets (@mantine/dates, dayjs, ~20 KB gzip; dates are native inputs
// here), and its templates' index the ones replaced below (with Mantine's number input, 8 KB).
import ArrayFieldTitleTemplate from '@rjsf/mantine/lib/templates/ArrayFieldTitleTemplate.js';
import ButtonTemplates from '@rjsf/mantine/lib/templates/ButtonTemplates/index.js';
import CyclicSchemaExpandTemplate from '@rjsf/mantine/lib/templates/CyclicSchemaExpandTemplate.js';
import DescriptionFieldTemplate from '@rjsf/mantine/lib/templates/DescriptionField.js';
import ErrorListTemplate from '@rjsf/mantine/lib/templates/ErrorList.js';
import FieldTemplate from '@rjsf/mantine/lib/templates/FieldTemplate.js';
import GridTemplate from '@rjsf/mantine/lib/templates/GridTemplate.js';
import MultiSchemaFieldTemplate from '@rjsf/mantine/lib/templates/MultiSchemaFieldTemplate.js';
import OptionalDataControlsTemplate from '@rjsf/mantine/lib/templates/OptionalDataControlsTemplate.js';
import TitleFieldTemplate from '@rjsf/mantine/lib/templates/TitleField.js';
import WrapIfAdditionalTemplate from '@rjsf/mantine/lib/templates/WrapIfAdditionalTemplate.js';
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

export const engineTheme = {
  widgets,
  fields: { NumberField, matrix: MatrixField },
  templates: {
    ArrayFieldTitleTemplate,
    ButtonTemplates: ButtonTemplates(),
    CyclicSchemaExpandTemplate,
    DescriptionFieldTemplate,
    ErrorListTemplate,
    FieldTemplate,
    GridTemplate,
    MultiSchemaFieldTemplate,
    OptionalDataControlsTemplate,
    TitleFieldTemplate,
    WrapIfAdditionalTemplate,
    BaseInputTemplate,
    ObjectFieldTemplate: SectionsTemplate,
    // a repeating group: records with labelled add and remove buttons
    ArrayFieldTemplate: RecordsTemplate,
    ArrayFieldItemTemplate: RecordTemplate,
    FieldHelpTemplate: HelpText,
    FieldErrorTemplate: FieldErrors,
  },
} satisfies ThemeProps;

export const EngineForm = withTheme(engineTheme);
