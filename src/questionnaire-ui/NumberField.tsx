import { asNumber, type FieldProps } from '@rjsf/utils';
import { useCallback } from 'react';

/**
 * Number and integer questions: the text a widget gives becomes a number, as in RJSF's own
 * NumberField. That one builds an Intl.NumberFormat on every render to learn the visitor's
 * decimal separator (about 25 ms of one task the first time, while the form hydrates); the
 * site's number widgets (slider, whole-number input) already give numbers, so it is not needed.
 */
export function NumberField(props: FieldProps) {
  const { registry, onChange } = props;
  const change = useCallback<FieldProps['onChange']>(
    (value, ...rest) => onChange(typeof value === 'string' ? asNumber(value) : value, ...rest),
    [onChange],
  );
  const { StringField } = registry.fields;
  if (!StringField) throw new Error('The form registry has no StringField');
  return <StringField {...props} onChange={change} />;
}
