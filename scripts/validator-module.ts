/**
 * One form's JSON Schema as an ES module of precompiled Ajv validators (RJSF's precompiled
 * validator functions), so the browser compiles no schema and the CSP needs no 'unsafe-eval'.
 * ES module rather than CommonJS: Vite's dev server and its build then load the same file the
 * same way. The module's default export maps each schema id RJSF looks up to its function.
 */
import { createRequire } from 'node:module';
import type { RJSFSchema } from '@rjsf/utils';
import { schemaParser } from '@rjsf/utils';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import standaloneCode from 'ajv/dist/standalone/index.js';

const require = createRequire(import.meta.url);

/**
 * Ajv writes its runtime helpers (formats, deep equality, string length) as require() calls even
 * in ESM mode. Each becomes an import; `cjs` gives the same object require() would, both under
 * Node's ESM loader (module.exports as the default export) and under Vite's CommonJS interop
 * (named exports, `default` taken from exports.default).
 */
function importsForRequires(code: string): { header: string; body: string } {
  const specifiers: string[] = [];
  const body = code.replace(/require\("([^"]+)"\)/g, (_match, specifier: string) => {
    let index = specifiers.indexOf(specifier);
    if (index < 0) index = specifiers.push(specifier) - 1;
    return `__runtime${index}`;
  });
  if (specifiers.length === 0) return { header: '', body };
  const lines = specifiers.flatMap((specifier, index) => [
    `import * as __module${index} from ${JSON.stringify(importPath(specifier))};`,
    `const __runtime${index} = cjs(__module${index});`,
  ]);
  lines.push('function cjs(ns) { return ns.default && ns.default.__esModule ? ns.default : ns; }');
  return { header: `${lines.join('\n')}\n`, body };
}

/** Node's ESM loader needs the file extension of a deep import into a package without "exports". */
function importPath(specifier: string): string {
  const resolved = require.resolve(specifier);
  const isDeep = specifier.split('/').length > (specifier.startsWith('@') ? 2 : 1);
  return isDeep && !/\.[cm]?js$/.test(specifier) && resolved.endsWith('.js') ? `${specifier}.js` : specifier;
}

/**
 * What the validators are asked. `fit`: whether a value fits a schema, all a form asks (it runs RJSF
 * with noValidate, the validation pipeline checking the answers, so RJSF calls only isValid): the
 * code stops at the first error and builds no error text, a quarter less code on a long form.
 * `errors`: every error with its message and the failing schema, for the workbench's list of what
 * the server would refuse.
 */
export type ValidatorUse = 'fit' | 'errors';

export function validatorModuleCode(schema: RJSFSchema, use: ValidatorUse): string {
  const schemas = Object.values(schemaParser(schema));
  const lean = use === 'fit' ? { allErrors: false, verbose: false, messages: false } : {};
  const ajv = createAjvInstance(undefined, undefined, {
    code: { source: true, lines: true, esm: true },
    schemas,
    ...lean,
  });
  // RJSF's schema ids are hashes such as "-575b4038", not identifiers: export under v0, v1, ...
  const ids = schemas.map((entry) => String((entry as { $id?: unknown }).$id));
  const refs = Object.fromEntries(ids.map((id, index) => [`v${index}`, id]));
  const { header, body } = importsForRequires(standaloneCode(ajv, refs));
  const map = ids.map((id, index) => `  ${JSON.stringify(id)}: v${index},`).join('\n');
  return `${header}${body}\nexport default {\n${map}\n};\n`;
}
