/**
 * Parts of RJSF that serve constructs no catalogue form can hold, each kept out of the forms by a
 * rule of the catalogue check (src/questionnaire/catalogue/check/):
 * - its Markdown renderer (markdown-to-jsx), used only for descriptions and help that ask for
 *   Markdown in ui.json, which the check refuses (ui.ts): src/questionnaire-ui/plain-markdown.tsx,
 *   which gives the text as it is, takes its place;
 * - merging `allOf` (@x0k/json-schema-merge, through @rjsf/utils/lib/schema/shallowAllOfMerge.js)
 *   and resolving `$ref` and `$id` as URIs in a draft 2020-12 schema (fast-uri, through
 *   @rjsf/utils/lib/findSchemaDefinition.js): the check refuses "allOf" and "$ref" and accepts only
 *   draft-07 (shapes.ts);
 * - the layout fields (LayoutGridField, LayoutHeaderField, LayoutMultiSchemaField), drawn only for
 *   a "ui:field" that names them: the check accepts only "matrix", on a question (ui.ts).
 * For the others, the browser build puts a function in their place that names the refused
 * construct if it is ever called: about 44 KB gzip less on every form page in all. The development server pre-bundles RJSF
 * without this plugin.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

const PLAIN_MARKDOWN = path.resolve(import.meta.dirname, '../src/questionnaire-ui/plain-markdown.tsx');

const SHALLOW_ALL_OF_MERGE = /[\\/]@rjsf[\\/]utils[\\/]lib[\\/]schema[\\/]shallowAllOfMerge\.js$/;
const RJSF_UTILS = /[\\/]@rjsf[\\/]utils[\\/]lib[\\/]/;
const RJSF = /[\\/]@rjsf[\\/]/;
const NO_SCHEMA_URIS = '\0form-engine-no-schema-uris';
const LAYOUT_FIELD =
  /[\\/]@rjsf[\\/]core[\\/]lib[\\/]components[\\/]fields[\\/](Layout(?:Grid|Header|MultiSchema)Field)\.js$/;

const NO_ALL_OF = `export default function shallowAllOfMerge() {
  throw new Error('"allOf" is not supported in a questionnaire schema (the catalogue check refuses it)');
}
`;

const NO_URIS = `function refused() {
  throw new Error('"$ref" and draft 2020-12 schemas are not supported in a questionnaire (the catalogue check refuses them)');
}
export default { equal: refused, resolve: refused };
`;

const noLayoutField = (name: string) => `export default function ${name}() {
  throw new Error('"ui:field": "${name}" is not supported in a questionnaire (the catalogue check refuses it)');
}
`;

const PARTS = [
  'markdown-to-jsx',
  'fast-uri',
  'shallowAllOfMerge',
  'LayoutGridField',
  'LayoutHeaderField',
  'LayoutMultiSchemaField',
];

export function formEngineTrim(): Plugin {
  const replaced = new Set<string>();
  return {
    name: 'form-engine-trim',
    enforce: 'pre',
    resolveId(source, importer) {
      // Only RJSF's imports: any other user of these packages keeps the real one.
      if (importer === undefined) return null;
      if (source === 'markdown-to-jsx/react' && RJSF.test(importer)) {
        replaced.add('markdown-to-jsx');
        return PLAIN_MARKDOWN;
      }
      if (source === 'fast-uri' && RJSF_UTILS.test(importer)) return NO_SCHEMA_URIS;
      return null;
    },
    load(id) {
      if (id === NO_SCHEMA_URIS) {
        replaced.add('fast-uri');
        return NO_URIS;
      }
      if (SHALLOW_ALL_OF_MERGE.test(id)) {
        replaced.add('shallowAllOfMerge');
        return NO_ALL_OF;
      }
      const layoutField = LAYOUT_FIELD.exec(id)?.[1];
      if (layoutField !== undefined) {
        replaced.add(layoutField);
        return noLayoutField(layoutField);
      }
      return null;
    },
    buildEnd() {
      // An RJSF release that moves any of these parts must not silently bring its code back.
      if (this.environment?.name !== 'client' || this.environment.mode !== 'build') return;
      for (const part of PARTS)
        if (!replaced.has(part))
          this.error(`form-engine-trim: RJSF's ${part} import was not seen in the client build; check the plugin.`);
    },
  };
}
