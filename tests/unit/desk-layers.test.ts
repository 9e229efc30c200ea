/**
 * The desk's room in the layers (eslint.config.js): the site never imports it, it imports no page,
 * app shell or server, and the server takes only its Node-free contract.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });
const LAYER = 'import-x/no-restricted-paths';

async function ruleIds(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the desk in the layers', () => {
  it('is imported by no page, app shell or shared piece', async () => {
    for (const [file, from] of [
      ['src/app/probe.ts', '../desk/routes.tsx'],
      ['src/pages/home/probe.ts', '../../desk/routes.tsx'],
      ['src/shared/probe.ts', '../desk/api.ts'],
      ['src/content/probe.ts', '../desk/contract.ts'],
    ] as const) {
      expect(await ruleIds(`export * from '${from}';\n`, file), file).toContain(LAYER);
    }
  });

  it('imports shared and core, never a page, the app shell or the server', async () => {
    expect(await ruleIds("export { seo } from '../shared/seo.ts';\n", 'src/desk/probe.ts')).not.toContain(LAYER);
    expect(await ruleIds("export { firm } from '../content/firm.ts';\n", 'src/desk/probe.ts')).not.toContain(LAYER);
    // The firm's theme is shared; the site's own component defaults stay in the app shell.
    expect(await ruleIds("export { brandTheme } from '../shared/theme.ts';\n", 'src/desk/probe.ts')).not.toContain(
      LAYER,
    );
    expect(await ruleIds("export { theme } from '../app/theme.ts';\n", 'src/desk/probe.ts')).toContain(LAYER);
    expect(await ruleIds("export { default } from '../pages/home/route.tsx';\n", 'src/desk/probe.tsx')).toContain(
      LAYER,
    );
    expect(await ruleIds("export { newToken } from '../server/desk/tokens.ts';\n", 'src/desk/probe.ts')).toContain(
      LAYER,
    );
  });

  it('lets the server import its contract and nothing else of it', async () => {
    expect(
      await ruleIds("export { LEAD_STATUSES } from '../../desk/contract.ts';\n", 'src/server/desk/probe.ts'),
    ).not.toContain(LAYER);
    expect(await ruleIds("export { api } from '../../desk/api.ts';\n", 'src/server/desk/probe.ts')).toContain(LAYER);
  });
});
