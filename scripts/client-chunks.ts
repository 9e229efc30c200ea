/**
 * How the browser's JavaScript is grouped (vite.config.ts). Rolldown's automatic splitting gives a
 * content page about thirty small modules, each a request on a slow link. Instead, what content
 * pages run goes into two long-lived chunks: "framework" (React, React Router, the Mantine parts
 * they use) and "app" (the site's shared code: header, footer, shared components). What only form
 * pages use (RJSF, Ajv, form controls, validators) is left to automatic splitting, so it loads on
 * form pages only.
 *
 * "What content pages use" follows static imports up from the entries, except through a package's
 * index ("barrel", e.g. @mantine/core): there only the names actually imported from it count, as
 * the bundler's tree-shaking does, so a Slider re-exported by @mantine/core stays off content pages.
 */
import path from 'node:path';
import type { Rolldown } from 'vite';

type NameFunction = Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>;
type ChunkingContext = Parameters<NameFunction>[1];
type ModuleInfo = NonNullable<ReturnType<ChunkingContext['getModuleInfo']>>;

/** Route modules only form pages need. */
const FORM_ROUTE = /[\\/]src[\\/]pages[\\/]questionnaire[\\/]/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;
const SOURCE = /[\\/]src[\\/]/;
/** `import { a, b as c } from "x"` and `export { default as D } from "./d.mjs"`. */
const NAMED_FROM = /\b(import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
/** A package index re-exporting many modules. */
const BARREL_MIN_IMPORTS = 20;

function isBarrel(info: ModuleInfo): boolean {
  return NODE_MODULES.test(info.id) && info.importedIds.length >= BARREL_MIN_IMPORTS;
}

/** The module ids a statement's specifier names, among those the importer imports. */
function resolvedFrom(importer: ModuleInfo, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(importer.id), specifier);
  const marker = `${path.sep}node_modules${path.sep}${specifier.split('/').join(path.sep)}${path.sep}`;
  return importer.importedIds.find((id) => id.includes(marker));
}

/** Names imported (or re-exported) from each module, as written in the importer's code. */
function namedImports(info: ModuleInfo): Map<string, Set<string>> {
  const byModule = new Map<string, Set<string>>();
  for (const [, keyword, list = '', specifier = ''] of (info.code ?? '').matchAll(NAMED_FROM)) {
    const target = resolvedFrom(info, specifier);
    if (!target) continue;
    const names = byModule.get(target) ?? new Set<string>();
    for (const part of list.split(',')) {
      const words = part.trim().split(/\s+as\s+/);
      // import { a as b }: a is the barrel's name; export { a as b }: b is.
      const name = keyword === 'import' ? words[0] : words[words.length - 1];
      if (name) names.add(name.replace(/^type\s+/, ''));
    }
    byModule.set(target, names);
  }
  return byModule;
}

export function clientCodeSplitting(): Rolldown.CodeSplittingOptions {
  const reached = new Map<string, boolean>();
  const parsed = new Map<string, Map<string, Set<string>>>();
  const importsOf = (info: ModuleInfo) => {
    let found = parsed.get(info.id);
    if (!found) parsed.set(info.id, (found = namedImports(info)));
    return found;
  };

  /** Is the module, reached from a barrel, one of the names content code takes from that barrel? */
  const takenFromBarrel = (barrel: ModuleInfo, id: string, context: ChunkingContext): boolean => {
    const wanted = new Set<string>();
    for (const importer of barrel.importers) {
      const info = context.getModuleInfo(importer);
      if (!info || !onContentPages(importer, context)) continue;
      const names = importsOf(info).get(barrel.id);
      if (!names) return true; // imported some other way: count everything
      for (const name of names) wanted.add(name);
    }
    const provided = importsOf(barrel);
    for (const [target, names] of provided)
      if (target === id || target.replace(/\.m?js$/, '') === id.replace(/\.m?js$/, ''))
        return [...names].some((name) => wanted.has(name));
    return false;
  };

  /** Statically imported, directly or not, by an entry that is not a form route. */
  function onContentPages(id: string, context: ChunkingContext): boolean {
    const known = reached.get(id);
    if (known !== undefined) return known;
    reached.set(id, false); // import cycles: not reached through itself
    const info = context.getModuleInfo(id);
    let result = false;
    if (info && !FORM_ROUTE.test(id)) {
      const isEntry = info.isEntry || (info.importers.length === 0 && info.dynamicImporters.length === 0);
      result =
        isEntry ||
        info.importers.some((importerId) => {
          const importer = context.getModuleInfo(importerId);
          if (!importer || !onContentPages(importerId, context)) return false;
          return isBarrel(importer) ? takenFromBarrel(importer, id, context) : true;
        });
    }
    reached.set(id, result);
    return result;
  }

  return {
    groups: [
      {
        name: (id, context) => (NODE_MODULES.test(id) && onContentPages(id, context) ? 'framework' : null),
        priority: 2,
      },
      {
        // Shared by two or more pages; a page's own components stay in its route chunk.
        name: (id, context) =>
          SOURCE.test(id) && !NODE_MODULES.test(id) && onContentPages(id, context) ? 'app' : null,
        minShareCount: 2,
        priority: 1,
      },
    ],
  };
}
