/**
 * A strict reader of the Prometheus text exposition format (version 0.0.4): every line is a
 * comment (# HELP / # TYPE), blank, or a sample `name{label="value",...} number`; a sample's
 * metric must have been declared by # TYPE (histogram and summary samples by their base name).
 * Throws on the first line that is not; returns the samples.
 */
export interface Sample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: -?\\d+)?$`);
const LABEL = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(?:,|$)/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  let rest = text;
  while (rest.length > 0) {
    const match = LABEL.exec(rest);
    if (!match) throw new Error(`bad labels in: ${line}`);
    const [all, key = '', value = ''] = match;
    if (key in labels) throw new Error(`label ${key} twice in: ${line}`);
    labels[key] = value.replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\');
    rest = rest.slice(all.length);
  }
  return labels;
}

/** Go's ParseFloat, which Prometheus uses: NaN and Inf in any case. */
function parseValue(text: string, line: string): number {
  const lower = text.toLowerCase();
  if (lower === '+inf' || lower === 'inf') return Infinity;
  if (lower === '-inf') return -Infinity;
  if (lower === 'nan') return NaN;
  const value = Number(text);
  if (text.trim() === '' || Number.isNaN(value)) throw new Error(`bad value in: ${line}`);
  return value;
}

export function parsePrometheusText(text: string): Sample[] {
  if (!text.endsWith('\n')) throw new Error('the exposition must end with a line feed');
  const declared = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.slice(0, -1).split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      const type = /^# TYPE (\S+) (\S+)$/.exec(line);
      if (type) {
        const [, name = '', kind = ''] = type;
        if (!new RegExp(`^${NAME}$`).test(name) || !TYPES.has(kind)) throw new Error(`bad TYPE line: ${line}`);
        if (declared.has(name)) throw new Error(`${name} declared twice`);
        declared.set(name, kind);
      } else if (!/^# HELP \S+ .*$/.test(line) && !/^# HELP \S+$/.test(line)) {
        throw new Error(`bad comment line: ${line}`);
      }
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`bad sample line: ${line}`);
    const [, name = '', labels = '', value = ''] = match;
    const base = name.replace(/_(bucket|sum|count|total|created)$/, '');
    if (!declared.has(name) && !declared.has(base)) throw new Error(`sample of an undeclared metric: ${line}`);
    samples.push({ name, labels: parseLabels(labels, line), value: parseValue(value, line) });
  }
  return samples;
}

/** The value of the sample with this name and exactly these labels (0 when absent, as a counter not yet moved). */
export function valueOf(
  samples: readonly Sample[],
  name: string,
  labels: Readonly<Record<string, string>> = {},
): number {
  const wanted = JSON.stringify(Object.entries(labels).sort());
  const found = samples.find(
    (sample) => sample.name === name && JSON.stringify(Object.entries(sample.labels).sort()) === wanted,
  );
  return found?.value ?? 0;
}
