/**
 * `npm run bench:workbench`: how long a saved edit takes to show in the workbench's preview
 * (target: under a second), on a throwaway copy of the catalogue in Chromium. A form.json edit
 * re-reads and re-checks the catalogue; a schema.json edit also compiles and loads a new validator.
 * Prints a table; BENCH_RUNS (default 10) edits of each kind, BENCH_WORKBENCH_PORT (default 5272).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';
import { startWorkbench } from './workbench/server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const PORT = Number(process.env.BENCH_WORKBENCH_PORT ?? 5272);
const FORM = 'iso27001';

const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-workbench-'));
const catalogue = path.join(copy, 'schemas');
fs.cpSync('schemas', catalogue, { recursive: true });
const server = await startWorkbench({ catalogueDir: catalogue, port: PORT, host: '127.0.0.1' });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

type Json = Record<string, unknown>;
function edit(file: string, change: (json: Json) => void): void {
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
  change(json);
  fs.writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
}

const rows: string[] = [];
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`http://127.0.0.1:${PORT}/#/forms/${FORM}`);
  await page.getByRole('button', { name: 'Fill sample answers' }).waitFor();

  const measure = async (kind: string, save: (run: number) => void, shown: (run: number) => string) => {
    const times: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const started = performance.now();
      save(run);
      await page.getByText(shown(run), { exact: true }).first().waitFor({ timeout: 10_000 });
      times.push(performance.now() - started);
      await page.waitForTimeout(200);
    }
    times.sort((a, b) => a - b);
    const at = (share: number) => Math.round(times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0);
    rows.push(`| ${kind} | ${RUNS} | ${at(0)} | ${at(0.5)} | ${at(0.95)} | ${Math.round(times.at(-1) ?? 0)} |`);
  };
  await measure(
    'form.json title',
    (run) => edit(path.join(catalogue, FORM, 'form.json'), (form) => (form['title'] = `Edited title ${run}`)),
    (run) => `Edited title ${run}`,
  );
  await measure(
    'schema.json label (new validator)',
    (run) =>
      edit(path.join(catalogue, FORM, 'schema.json'), (schema) => {
        const properties = schema['properties'] as Record<string, Json>;
        if (properties['company']) properties['company']['title'] = `Company label ${run}`;
      }),
    (run) => `Company label ${run}`,
  );
} finally {
  await browser.close();
  await server.close();
  fs.rmSync(copy, { recursive: true, force: true });
}

console.log(
  [
    '',
    `Workbench: save to preview, ${FORM} in Chromium (ms; target under 1000)`,
    '',
    '| edit | runs | min | median | p95 | max |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows,
    '',
  ].join('\n'),
);
