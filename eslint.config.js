import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
    // Layering (see README, Architecture): browser code never reaches into the server.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '../server/*'], message: 'Browser code must not import src/server.' },
            {
              group: ['**/workbench/**'],
              message: 'The workbench is a development tool: the site must not import it.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server imports the catalogue and content, never React.
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '@mantine/*', '**/*.tsx'],
              message: 'The server must not import React code.',
            },
            {
              group: ['**/workbench/**'],
              message: 'The workbench is a development tool: the server must not import it.',
            },
          ],
        },
      ],
    },
  },
);
