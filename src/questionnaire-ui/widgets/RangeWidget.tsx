import { Input, Slider, Text } from '@mantine/core';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import { useHydrated } from '../../shared/use-hydrated.ts';
import classes from './RangeWidget.module.css';

interface Mark {
  readonly value: number;
  readonly label: string;
}

/** Keeps a slider value inside its range and on its step, as the schema's minimum, maximum and multipleOf say. */
export function clampToStep(value: number, min: number, max: number, step: number): number {
  const stepped = min + Math.round((value - min) / step) * step;
  return Math.min(max, Math.max(min, stepped));
}

/**
 * A 1-to-5 style scale: Mantine's slider, its scale labelled from ui.json marks in a row of our
 * own (ends aligned to the edges so long labels never overflow), and the chosen level in words.
 * Until the scripts run (and without them) it is the browser's own range input under the same
 * name, so the level can be set and is sent with the form; the level in words needs the scripts
 * (its line is kept, hidden, so the form does not move when they arrive).
 */
export function RangeWidget({ id, value, schema, options, label, disabled, readonly, onChange }: WidgetProps) {
  const min = schema.minimum ?? 0;
  const max = schema.maximum ?? 100;
  const step = schema.multipleOf ?? 1;
  const marks = (options.marks as readonly Mark[] | undefined) ?? [];
  const current = clampToStep(typeof value === 'number' ? value : Number(schema.default ?? min), min, max, step);
  const labelId = `${id}-label`;
  const hydrated = useHydrated();
  // What the level means, as the scale names it ("2 - Basic security policies"); between named
  // levels, where on the scale it sits ("2 on a scale from 1 - Very Low to 5 - Very High").
  const labelOf = (level: number) => marks.find((mark) => mark.value === level)?.label ?? String(level);
  const shown = labelOf(current);
  const valueText = (level: number) =>
    labelOf(level) !== String(level) ? labelOf(level) : `${level} on a scale from ${labelOf(min)} to ${labelOf(max)}`;
  // Short labels ("1 - Very Low", "3") are written on the scale; long ones are numbered.
  const scale = marks.map((mark) => ({ ...mark, text: mark.label.length > 14 ? String(mark.value) : mark.label }));
  return (
    // The visible label names the slider through aria-labelledby: a <label for> may only name a form control.
    <Input.Wrapper labelElement="div" labelProps={{ id: labelId }} label={labelValue(label)}>
      {hydrated ? (
        <Slider
          id={id}
          // Its hidden input carries the level in a form sent without scripts.
          name={id}
          min={min}
          max={max}
          step={step}
          value={current}
          marks={marks.map((mark) => ({ value: mark.value }))}
          label={null}
          thumbValueText={valueText}
          disabled={disabled || readonly}
          onChange={(next) => onChange(clampToStep(next, min, max, step))}
          thumbProps={{
            'aria-labelledby': labelId,
            'aria-describedby': ariaDescribedByIds(id),
          }}
          mt="sm"
          color="teal"
          // At least 24 px, the smallest target WCAG 2.2 allows.
          thumbSize={24}
        />
      ) : (
        <input
          type="range"
          id={id}
          name={id}
          className={classes.native}
          min={min}
          max={max}
          step={step}
          defaultValue={current}
          disabled={disabled || readonly}
          aria-labelledby={labelId}
          aria-describedby={ariaDescribedByIds(id)}
        />
      )}
      <div className={classes.scale} aria-hidden="true">
        {scale.map((mark) => (
          <span
            key={mark.value}
            className={classes.mark}
            style={{ left: `${((mark.value - min) / (max - min)) * 100}%` }}
          >
            {mark.text}
          </span>
        ))}
      </div>
      <Text size="sm" c="navy.8" fw={600} mt={4} className={hydrated ? undefined : classes.pending}>
        Selected: {shown}
      </Text>
    </Input.Wrapper>
  );
}
