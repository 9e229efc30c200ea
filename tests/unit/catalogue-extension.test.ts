import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formRoutes } from '../../src/app/paths.ts';
import { CATALOGUE_DIR, formByRoute, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { buildPayload } from '../../src/questionnaire/payload.ts';
import { runPipeline } from '../../src/questionnaire/pipeline.ts';
import { BASE_FORM_DIR } from '../support/fixture-catalogue.ts';

// A consultant adds a questionnaire by adding a folder: no code changes. The base fixture form
// (tests/fixtures/schemas/base/fixture) is dropped into a copy of the catalogue.
const dir = mkdtempSync(path.join(tmpdir(), 'catalogue-'));
cpSync(CATALOGUE_DIR, dir, { recursive: true });
cpSync(BASE_FORM_DIR, path.join(dir, 'fixture'), { recursive: true });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('adding a form folder', () => {
  const catalogue = loadCatalogue(dir);

  it('adds its route to the route list, served by the one generic form page', () => {
    const routes = formRoutes(catalogue);
    expect(routes).toHaveLength(loadCatalogue().length + 1);
    const added = routes.find((route) => route.pattern === 'fixture-questionnaire');
    expect(added?.file).toBe('pages/questionnaire/route.tsx');
    expect(added?.urls()).toEqual(['/fixture-questionnaire']);
  });

  it('is validated, reported and sent by the same engine', () => {
    const definition = formByRoute(catalogue, '/fixture-questionnaire');
    if (!definition) throw new Error('fixture form not loaded');
    const failing = runPipeline(definition, {});
    expect(failing.ok).toBe(false);
    const payload = buildPayload(
      definition,
      { name: 'Kiran', email: 'kiran@example.org', consent: true },
      new Date('2025-09-01T00:00:00Z'),
    );
    expect(payload.form).toBe('fixture');
    expect(payload.message).toContain(definition.form.report.title);
  });
});
