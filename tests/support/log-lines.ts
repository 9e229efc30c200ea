/** Fastify's logger writing JSON lines into an array, to check what a plugin logs and at which level. */
export interface LogLine {
  readonly level: number;
  readonly msg: string;
  readonly [field: string]: unknown;
}

export const ERROR_LEVEL = 50;

export function capturedLogger(level = 'info') {
  const lines: LogLine[] = [];
  const text: string[] = [];
  return {
    lines,
    /** Everything written, raw: to check that a secret appears nowhere. */
    raw: () => text.join(''),
    options: {
      level,
      stream: {
        write(line: string) {
          text.push(line);
          lines.push(JSON.parse(line) as LogLine);
        },
      },
    },
  };
}
