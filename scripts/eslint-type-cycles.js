/**
 * import-x/no-cycle, made to follow type-only imports too (eslint.config.js). The rule skips
 * `import type` because it leaves no trace at run time, but two modules that import each other,
 * one of them for a type, are still one tangle to read and to change: each needs the other.
 * Both ways the rule learns of an import are covered: the linted file's own imports reach it as
 * nodes (`noCycleWithTypes` hands them over as value imports), the imports of the modules it
 * follows come from its own parse of them (`parseForESLint`, named in the `import-x/parsers` setting).
 */
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/** A copy of an import or re-export statement with its type-only markers cleared. */
function asValueStatement(node) {
  switch (node.type) {
    case 'ImportDeclaration':
      return {
        ...node,
        importKind: 'value',
        specifiers: node.specifiers.map((specifier) => ({ ...specifier, importKind: 'value' })),
      };
    case 'ExportNamedDeclaration':
      if (node.source == null) return node;
      return {
        ...node,
        exportKind: 'value',
        specifiers: node.specifiers.map((specifier) => ({ ...specifier, exportKind: 'value' })),
      };
    case 'ExportAllDeclaration':
      return { ...node, exportKind: 'value' };
    case 'TSImportEqualsDeclaration':
      return { ...node, importKind: 'value' };
    default:
      return node;
  }
}

/** TypeScript's ESLint parser, with every import and re-export read as a value import. */
export function parseForESLint(code, options) {
  const result = tseslint.parser.parseForESLint(code, options);
  result.ast.body = result.ast.body.map(asValueStatement);
  return result;
}

const noCycle = importX.rules['no-cycle'];

/** import-x/no-cycle, given the linted file's type-only imports as value imports. */
export const noCycleWithTypes = {
  ...noCycle,
  create(context) {
    const listeners = noCycle.create(context);
    return Object.fromEntries(
      Object.entries(listeners).map(([selector, listener]) => [
        selector,
        (node, ...rest) => listener(asValueStatement(node), ...rest),
      ]),
    );
  },
};
