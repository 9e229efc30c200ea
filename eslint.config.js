import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { noCycleWithTypes } from './scripts/eslint-type-cycles.js';

const root = import.meta.dirname;

// The layers of src/ (README, Architecture), lowest first. A layer imports only from layers below it.
//   core     content, routing, validation, the questionnaire engine's pure modules and the privacy notice builder
//            (which reads content and the engine): no React, no DOM
//   shared   small React pieces several pages use; questionnaire-ui, the questionnaire renderer
//   pages    one folder per page; a page never imports another page
//   app      root layout, header, footer, providers, route table: may import every layer below
//   server   Fastify: imports core only, never React or anything rendered
//   desk     the firm's desk (src/desk/, its own build): on shared and core, like a page; nothing imports it
//            but the server may import its Node-free contract (src/desk/contract.ts and contract/)
// Inside the server, the desk's half (src/server/desk/) is a room of its own too: it reaches the rest of
// the server only through the common module, the storage layer's public types and each folder's front door.
const REACT_PACKAGES = ['node_modules/react/**', 'node_modules/react-dom/**', 'node_modules/@mantine/**'];
const ENGINE = ['src/questionnaire/**'];
const CORE = ['src/content/**', 'src/routing/**', 'src/validation/**', ...ENGINE, 'src/privacy-notice/**'];
// The app shell: src/app and the framework's files at the top of src/ (root.tsx, routes.ts, entry.server.tsx).
const APP = ['src/app/**', 'src/*.{ts,tsx}'];
const ABOVE_CORE = [
  'src/shared/**',
  'src/questionnaire-ui/**',
  'src/pages/**',
  ...APP,
  'src/server/**',
  'src/workbench/**',
  'src/desk/**',
];
// What src/server/desk may import from the rest of src/server: everything else is another folder's internals.
const DESK_SERVER_MAY_USE = [
  'desk/**',
  'common/**',
  'storage/{database,store}.ts',
  '{leads,operations,submissions}/index.ts',
];
const pageFolders = fs
  .readdirSync(path.join(root, 'src/pages'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = [
  {
    target: CORE,
    from: [...ABOVE_CORE, ...REACT_PACKAGES, 'src/**/*.tsx'],
    message: 'Content, routing and the engine’s pure modules import no React and nothing from a layer above them.',
  },
  {
    target: ['src/content/**', ...ENGINE],
    from: ['src/privacy-notice/**'],
    message: 'The privacy notice is built from content and the engine: neither imports it.',
  },
  {
    target: ['src/shared/**', 'src/questionnaire-ui/**'],
    from: ['src/pages/**', ...APP, 'src/server/**', 'src/workbench/**', 'src/desk/**'],
    message: 'Shared pieces and the questionnaire renderer import neither pages nor the app shell.',
  },
  {
    target: 'src/shared/**',
    from: ['src/questionnaire-ui/**'],
    message: 'Shared pieces do not import the questionnaire renderer (it imports them).',
  },
  {
    target: 'src/questionnaire-ui/**',
    from: ['src/content/**'],
    message: 'The questionnaire renderer says nothing of the firm’s own: the page passes its wording in (FirmWording).',
  },
  ...pageFolders.map((page) => ({
    target: `src/pages/${page}/**`,
    from: ['src/pages/**', ...APP, 'src/server/**', 'src/workbench/**', 'src/desk/**'],
    except: [`${root}/src/pages/${page}/**`],
    message: 'A page imports no other page and not the app shell: move what both need to src/shared.',
  })),
  {
    target: APP,
    from: ['src/server/**', 'src/workbench/**', 'src/desk/**'],
    message: 'The site never imports the server, the workbench or the desk.',
  },
  {
    target: 'src/desk/**',
    from: ['src/pages/**', ...APP, 'src/server/**', 'src/workbench/**'],
    message: 'The desk is a room of its own on shared and core: no page, app shell, server or workbench.',
  },
  {
    target: 'src/server/**',
    from: ['src/desk/**'],
    except: [`${root}/src/desk/contract.*`, `${root}/src/desk/contract/**`],
    message: 'The server imports only the desk’s contract (src/desk/contract.ts and contract/), never its screens.',
  },
  {
    target: 'src/server/desk/**',
    from: ['src/server/**'],
    except: DESK_SERVER_MAY_USE.map((entry) => `${root}/src/server/${entry}`),
    message:
      'The desk’s server uses the rest of the server only through common/, the storage layer’s database.ts and ' +
      'store.ts, and the front doors leads/index.ts, operations/index.ts and submissions/index.ts.',
  },
  {
    target: 'src/workbench/**',
    from: ['src/server/**'],
    message: 'The workbench is browser code: it never imports the server.',
  },
  {
    target: 'src/server/**',
    from: [
      'src/shared/**',
      'src/questionnaire-ui/**',
      'src/pages/**',
      ...APP,
      'src/workbench/**',
      'src/**/*.tsx',
      ...REACT_PACKAGES,
    ],
    message: 'The server imports content, routing and the engine’s pure modules, never React or anything rendered.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.react-router/',
      'node_modules/',
      'screenshots/',
      'test-results/',
      'generated/',
      'playwright-report/',
      'bench-results/',
      'data/',
      'tests/fixtures/lint/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,ts,tsx}'],
    // The cycle check follows type-only imports too (scripts/eslint-type-cycles.js).
    plugins: { 'import-x': { ...importX, rules: { ...importX.rules, 'no-cycle': noCycleWithTypes } } },
    settings: {
      // Without these the cycle check skips TypeScript files (its defaults know only .js).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { [path.join(root, 'scripts/eslint-type-cycles.js')]: ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
    },
  },
  {
    // Icons come each from its own module (src/shared/tabler-icons.d.ts): the icon set's index names
    // 6,000, which the development server would pre-bundle whole for every page.
    files: ['**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='@tabler/icons-react'][importKind!='type']",
          message:
            "Import each icon from its own module: import IconMail from '@tabler/icons-react/dist/esm/icons/IconMail.mjs'.",
        },
      ],
    },
  },
  {
    // The desk's pages take only types from the contract's schema modules, so TypeBox stays out of
    // their bundle; its run-time values come from contract/constants.ts (through contract.ts).
    files: ['src/desk/**/*.{ts,tsx}'],
    ignores: ['src/desk/contract/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['typebox', 'typebox/*', '**/contract/*', '!**/contract/constants.ts'],
              allowTypeImports: true,
              message: 'The desk’s pages import the contract’s schemas for their types only (import type).',
            },
          ],
        },
      ],
    },
  },
  {
    // The workbench is a development tool: nothing in the site or the server imports it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/workbench/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/workbench/**'],
              message: 'The workbench is a development tool: the site and the server must not import it.',
            },
          ],
        },
      ],
    },
  },
);
