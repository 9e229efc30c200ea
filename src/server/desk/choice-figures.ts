/**
 * How a form's leads answered its choice questions, across the versions they were answered on:
 * counted by option value (a reworded option is one bar), each question and option worded as the
 * newest version that has it, and a question only older versions asked kept and marked as such.
 */
import type { ChoiceFigure } from '../../desk/contract/insights.ts';
import type { FieldSchema, FormDefinition } from '../../questionnaire/definition.ts';

type Value = string | number;

/** The options of a choice question (its oneOf, else its enum) by value, or null when it is not one. */
function optionsOf(field: FieldSchema | undefined): Map<Value, string> | null {
  if (field?.oneOf && field.oneOf.length > 0) {
    return new Map(field.oneOf.map((option) => [option.const, option.title ?? String(option.const)]));
  }
  if (field?.enum && field.enum.length > 0) return new Map(field.enum.map((value) => [value, String(value)]));
  return null;
}

/** A choice question of one version: its wording, whether several may be ticked, its options. */
function choiceOf(definition: FormDefinition, name: string) {
  const field = definition.schema.properties[name];
  if (!field || field.properties) return null;
  const multiple = field.type === 'array';
  const options = optionsOf(multiple ? field.items : field);
  return options ? { question: field.title ?? name, multiple, options } : null;
}

const fieldsOf = (definition: FormDefinition) => definition.form.sections.flatMap((section) => section.fields);

function chose(answer: unknown, value: Value, multiple: boolean): boolean {
  return multiple ? Array.isArray(answer) && answer.includes(value) : answer === value;
}

/**
 * `versions`: today's form first, then the older versions the leads were answered on, newest
 * first. The questions come in today's order, then those only older versions asked.
 */
export function choiceFigures(
  versions: readonly FormDefinition[],
  answers: readonly Record<string, unknown>[],
): ChoiceFigure[] {
  const [today] = versions;
  if (!today) return [];
  const asked = new Set(Object.keys(today.schema.properties));
  const names = [...new Set(versions.flatMap(fieldsOf))].filter((name) => !asked.has(name) || choiceOf(today, name));
  const figures: ChoiceFigure[] = [];
  for (const name of names) {
    const choices = versions.flatMap((definition) => choiceOf(definition, name) ?? []);
    const [newest] = choices;
    if (!newest) continue;
    // Newest wording first: a value keeps the label of the newest version that offers it.
    const labels = new Map<Value, string>();
    for (const choice of choices) {
      for (const [value, label] of choice.options) if (!labels.has(value)) labels.set(value, label);
    }
    const offered = asked.has(name) ? newest.options : labels;
    figures.push({
      field: name,
      question: newest.question,
      noLongerAsked: !asked.has(name),
      multiple: newest.multiple,
      options: [...labels].map(([value, label]) => ({
        label,
        leads: answers.filter((lead) => chose(lead[name], value, newest.multiple)).length,
        noLongerOffered: !offered.has(value),
      })),
    });
  }
  return figures;
}
