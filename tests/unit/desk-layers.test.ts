/**
 * The desk's room in the layers (eslint.config.js): the site never imports it, it imports no page,
 * app shell or server, and the server takes only its Node-free contract; its pages take the
 * contract's schemas for their types only; and the desk's server reaches the rest of the server
 * through the common module, the storage layer's public types and each folder's front door.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const LAYER = 'import-x/no-restricted-paths';
const NO_RUN_TIME_SCHEMAS = '@typescript-eslint/no-restricted-imports';
// Only the two rules these tests are about: the others (the cycle check above all, which reads
// every module a probe imports) would take seconds and report nothing asked here.
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === LAYER || ruleId === NO_RUN_TIME_SCHEMAS,
});

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
    expect(
      await ruleIds("export { InboxPage } from '../../desk/contract/inbox.ts';\n", 'src/server/desk/probe.ts'),
    ).not.toContain(LAYER);
    expect(await ruleIds("export { api } from '../../desk/api.ts';\n", 'src/server/desk/probe.ts')).toContain(LAYER);
  });

  it('lets its pages take the contract’s schemas as types, never TypeBox at run time', async () => {
    for (const code of [
      "export type { InboxRow } from './contract/inbox.ts';\n",
      "import type { InboxRow } from './contract/inbox.ts';\nexport type Row = InboxRow;\n",
      "export { LEAD_STATUSES } from './contract/constants.ts';\n",
      "export { LEAD_STATUSES } from './contract.ts';\n",
    ]) {
      expect(await ruleIds(code, 'src/desk/probe.ts'), code).not.toContain(NO_RUN_TIME_SCHEMAS);
    }
    for (const code of [
      "export { InboxRow } from './contract/inbox.ts';\n",
      "import { Type } from 'typebox';\nexport const text = Type.String();\n",
    ]) {
      expect(await ruleIds(code, 'src/desk/probe.ts'), code).toContain(NO_RUN_TIME_SCHEMAS);
    }
  });
});

describe('the desk’s server in the server', () => {
  it('uses the common module, the storage layer’s public types and the front doors', async () => {
    for (const [file, from] of [
      ['src/server/desk/probe.ts', '../common/rate-limit.ts'],
      ['src/server/desk/probe.ts', '../storage/store.ts'],
      ['src/server/desk/probe.ts', '../leads/index.ts'],
      ['src/server/desk/probe.ts', '../operations/index.ts'],
      ['src/server/desk/probe.ts', '../submissions/index.ts'],
      ['src/server/desk/probe.ts', './storage/index.ts'],
      ['src/server/desk/storage/probe.ts', '../../storage/database.ts'],
    ] as const) {
      expect(await ruleIds(`export * from '${from}';\n`, file), from).not.toContain(LAYER);
    }
  });

  it('reaches into no other folder of the server', async () => {
    for (const [file, from] of [
      ['src/server/desk/probe.ts', '../submissions/intake.ts'],
      ['src/server/desk/probe.ts', '../leads/erase.ts'],
      ['src/server/desk/probe.ts', '../operations/delivery-health.ts'],
      ['src/server/desk/probe.ts', '../plugins/security-headers.ts'],
      ['src/server/desk/probe.ts', '../static-site.ts'],
      ['src/server/desk/probe.ts', '../app.ts'],
      ['src/server/desk/storage/probe.ts', '../../storage/sql-store.ts'],
      ['src/server/desk/storage/probe.ts', '../../storage/migrations.ts'],
    ] as const) {
      expect(await ruleIds(`export * from '${from}';\n`, file), from).toContain(LAYER);
    }
  });
});
