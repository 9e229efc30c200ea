/**
 * The layers of src/ are enforced by `npm run lint` (eslint.config.js): these tests lint small
 * pieces of code placed in each layer and check the linter reports what the README says it does.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
// `ignore: false`: the cycle fixtures live in a folder the normal lint run skips.
const eslint = new ESLint({ cwd: root, ignore: false });
const LAYER = 'import-x/no-restricted-paths';
// The probes are checked against the layer rule alone: the others (the cycle check above all, which
// reads every module a probe imports) would take seconds and report nothing asked of a probe.
const layerOnly = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === LAYER });

/** Rule ids reported for `code` as if it were the file at `file` (relative to the repository). */
async function ruleIds(code: string, file: string): Promise<string[]> {
  const [result] = await layerOnly.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('layers enforced by the linter', () => {
  it('reports an import cycle', async () => {
    const [result] = await eslint.lintFiles([path.join(root, 'tests/fixtures/lint/cycle/first.ts')]);
    expect(result?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });

  it('reports an import cycle made of type-only imports', async () => {
    const [result] = await eslint.lintFiles([path.join(root, 'tests/fixtures/lint/type-cycle/message.ts')]);
    expect(result?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });

  it('keeps React and every upper layer out of content and the engine’s pure modules', async () => {
    expect(
      await ruleIds("import { Button } from '@mantine/core';\nexport { Button };\n", 'src/content/probe.ts'),
    ).toContain(LAYER);
    expect(await ruleIds("export { seo } from '../shared/seo.ts';\n", 'src/content/probe.ts')).toContain(LAYER);
    expect(await ruleIds("export { showToast } from '../shared/toast.ts';\n", 'src/questionnaire/probe.ts')).toContain(
      LAYER,
    );
    expect(
      await ruleIds("export { formById } from './lookup.ts';\n", 'src/questionnaire/catalogue/probe.ts'),
    ).not.toContain(LAYER);
  });

  it('keeps the server out of every browser layer', async () => {
    for (const file of [
      'src/shared/probe.ts',
      'src/pages/home/probe.ts',
      'src/app/probe.ts',
      'src/workbench/probe.ts',
    ]) {
      const server = path.relative(path.dirname(path.join(root, file)), path.join(root, 'src/server/site-routes.ts'));
      expect(await ruleIds(`export { siteLocation } from '${server}';\n`, file), file).toContain(LAYER);
    }
  });

  it('keeps pages and the app shell out of shared', async () => {
    expect(await ruleIds("export { theme } from '../app/theme.ts';\n", 'src/shared/probe.ts')).toContain(LAYER);
    expect(await ruleIds("export { default } from '../pages/home/route.tsx';\n", 'src/shared/probe.tsx')).toContain(
      LAYER,
    );
  });

  it('keeps the questionnaire renderer on shared and core, and every lower layer free of it', async () => {
    const renderer = 'src/questionnaire-ui/probe.ts';
    expect(await ruleIds("export { runPipeline } from '../questionnaire/pipeline.ts';\n", renderer)).not.toContain(
      LAYER,
    );
    expect(await ruleIds("export { showToast } from '../shared/toast.ts';\n", renderer)).not.toContain(LAYER);
    for (const upper of ['../pages/home/route.tsx', '../app/theme.ts', '../server/site-routes.ts']) {
      expect(await ruleIds(`export * from '${upper}';\n`, renderer), upper).toContain(LAYER);
    }
    // The firm's wording comes in from the page, so the renderer reads no content of its own.
    expect(
      await ruleIds("export { firm } from '../../content/firm.ts';\n", 'src/questionnaire-ui/widgets/probe.ts'),
    ).toContain(LAYER);
    for (const lower of ['src/questionnaire/probe.ts', 'src/questionnaire/catalogue/probe.ts', 'src/shared/probe.ts']) {
      const ui = path.relative(
        path.dirname(path.join(root, lower)),
        path.join(root, 'src/questionnaire-ui/FormHeader.tsx'),
      );
      expect(await ruleIds(`export { FormHeader } from '${ui}';\n`, lower), lower).toContain(LAYER);
    }
    expect(
      await ruleIds("export { FormHeader } from '../questionnaire-ui/FormHeader.tsx';\n", 'src/server/probe.ts'),
    ).toContain(LAYER);
  });

  it('builds the privacy notice above content and the engine, below the page and the server', async () => {
    const notice = 'src/privacy-notice/probe.ts';
    expect(await ruleIds("export { firm } from '../content/firm.ts';\n", notice)).not.toContain(LAYER);
    expect(await ruleIds("export { formCounts } from '../questionnaire/counts.ts';\n", notice)).not.toContain(LAYER);
    expect(await ruleIds("export { seo } from '../shared/seo.ts';\n", notice)).toContain(LAYER);
    expect(await ruleIds("export { useState } from 'react';\n", notice)).toContain(LAYER);
    for (const lower of ['src/content/privacy/probe.ts', 'src/questionnaire/probe.ts']) {
      const built = path.relative(
        path.dirname(path.join(root, lower)),
        path.join(root, 'src/privacy-notice/notice.ts'),
      );
      expect(await ruleIds(`export { buildPrivacyNotice } from '${built}';\n`, lower), lower).toContain(LAYER);
    }
    for (const upper of ['src/server/probe.ts', 'src/pages/privacy/probe.ts']) {
      const built = path.relative(
        path.dirname(path.join(root, upper)),
        path.join(root, 'src/privacy-notice/notice.ts'),
      );
      expect(await ruleIds(`export { buildPrivacyNotice } from '${built}';\n`, upper), upper).not.toContain(LAYER);
    }
  });

  it('lets a page import its own files and shared ones, never another page or the app shell', async () => {
    expect(await ruleIds("export { default } from '../home/route.tsx';\n", 'src/pages/about/probe.tsx')).toContain(
      LAYER,
    );
    expect(await ruleIds("export { theme } from '../../app/theme.ts';\n", 'src/pages/about/probe.tsx')).toContain(
      LAYER,
    );
    expect(await ruleIds("export { PostCard } from './PostCard.tsx';\n", 'src/pages/blog/probe.tsx')).not.toContain(
      LAYER,
    );
    expect(
      await ruleIds("export { PageHeader } from '../../shared/PageHeader.tsx';\n", 'src/pages/about/probe.tsx'),
    ).not.toContain(LAYER);
  });

  it('lets the server import content and the engine, never React or anything rendered', async () => {
    expect(await ruleIds("export { firm } from '../content/firm.ts';\n", 'src/server/probe.ts')).not.toContain(LAYER);
    expect(
      await ruleIds("export { redirects } from '../routing/redirects.ts';\n", 'src/server/probe.ts'),
    ).not.toContain(LAYER);
    expect(await ruleIds("export { seo } from '../shared/seo.ts';\n", 'src/server/probe.ts')).toContain(LAYER);
    expect(await ruleIds("export { useState } from 'react';\n", 'src/server/probe.ts')).toContain(LAYER);
    expect(await ruleIds("export { theme } from '../app/theme.ts';\n", 'src/server/probe.ts')).toContain(LAYER);
  });
});
