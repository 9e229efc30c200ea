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
import type { Plugin, Rolldown } from 'vite';

type NameFunction = Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>;
type ChunkingContext = Parameters<NameFunction>[1];
type ModuleInfo = NonNullable<ReturnType<ChunkingContext['getModuleInfo']>>;

/** Route modules only form pages need. */
const FORM_ROUTE = /[\\/]src[\\/]pages[\\/]questionnaire[\\/]/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;
const SOURCE = /[\\/]src[\\/]/;
const STYLESHEET = /\.css(\?|$)/;
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

const REACT_DOM_FIRST = 'virtual:react-dom-first';
const REACT_DOM_FIRST_ID = '\0react-dom-first';
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** A chunk of the framework or the form engine: the modules it takes. */
interface Part {
  readonly name: string;
  readonly test: (id: string) => boolean;
}

/**
 * The framework in parts, each evaluated in a task of its own (scripts/defer-scripts.ts); a part
 * takes its dependencies with it unless an earlier (higher priority) part has them.
 */
const FRAMEWORK_PARTS: readonly Part[] = [
  // With the module that runs React DOM in this chunk (reactDomFirst below).
  { name: 'react', test: (id) => REACT.test(id) || id === REACT_DOM_FIRST_ID },
  { name: 'router', test: (id) => /[\\/]node_modules[\\/]react-router[\\/]/.test(id) },
  { name: 'ui', test: (id) => NODE_MODULES.test(id) },
];

/**
 * The questionnaire engine's chunks, as the browser requests them: the library parts below and the
 * chunk the form route imports lazily (src/pages/questionnaire/route.tsx). A form page loads them
 * after its own modules (scripts/defer-scripts.ts).
 */
export const ENGINE_CHUNK = /^\/assets\/(form-[a-z]+|QuestionnaireForm)-[^/]+\.js$/;
/**
 * The window property holding the promise that the page's boot module has evaluated the engine's
 * chunks (scripts/defer-scripts.ts); the form route's lazy import waits for it (src/pages/questionnaire/route.tsx).
 */
export const ENGINE_LOADED = '__formEngineLoaded';

/** The form engine's libraries (form pages only), in parts for the same reason. */
const FORM_PARTS: readonly Part[] = [
  { name: 'form-controls', test: (id) => /[\\/]node_modules[\\/]@mantine[\\/]/.test(id) },
  { name: 'form-schema', test: (id) => /[\\/]node_modules[\\/]@rjsf[\\/]utils[\\/]/.test(id) },
  { name: 'form-engine', test: (id) => /[\\/]node_modules[\\/]@rjsf[\\/]/.test(id) },
  { name: 'form-libraries', test: (id) => NODE_MODULES.test(id) },
];

/**
 * One group per part, earlier parts first. Stylesheets stay with the module importing them, so
 * Mantine's CSS keeps its place before the theme's.
 */
function partGroups(
  below: number,
  parts: readonly Part[],
  belongs: (id: string, context: ChunkingContext) => boolean,
): Rolldown.CodeSplittingGroup[] {
  return parts.map(({ name, test }, index) => ({
    name: (id, context) => (test(id) && !STYLESHEET.test(id) && belongs(id, context) ? name : null),
    priority: 2 + below + parts.length - index,
  }));
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

  const loaded = new Map<string, boolean>();
  /**
   * Imported, directly or not, by some entry: statically (a page loads it with its route) or through
   * the form route's lazy import of its engine (loaded once the page is up).
   */
  function loadedByPage(id: string, context: ChunkingContext): boolean {
    const known = loaded.get(id);
    if (known !== undefined) return known;
    loaded.set(id, false);
    const info = context.getModuleInfo(id);
    const result =
      !!info &&
      (info.isEntry ||
        (info.importers.length === 0 && info.dynamicImporters.length === 0) ||
        info.importers.some((importerId) => loadedByPage(importerId, context)) ||
        info.dynamicImporters.some((importerId) => FORM_ROUTE.test(importerId) && loadedByPage(importerId, context)));
    loaded.set(id, result);
    return result;
  }

  return {
    groups: [
      // The client entry (React Router's default lives in node_modules) stays in its own chunk:
      // evaluating it hydrates the page, which waits for the route modules.
      ...partGroups(
        FORM_PARTS.length,
        FRAMEWORK_PARTS,
        (id, context) => !context.getModuleInfo(id)?.isEntry && onContentPages(id, context),
      ),
      ...partGroups(0, FORM_PARTS, (id, context) => !onContentPages(id, context) && loadedByPage(id, context)),
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

const CLIENT_ENTRY = /[\\/]entry\.client\.tsx$/;

/**
 * React DOM is CommonJS: the bundler wraps it in a function that runs when a module first uses
 * it, here React Router's chunk, whose evaluation then takes both. A module of React's chunk that
 * uses it runs it while that chunk evaluates, in a task of its own. The client entry imports that
 * module; the build stops if React Router's client entry was not seen.
 */
export function reactDomFirst(): Plugin {
  let entrySeen = false;
  return {
    name: 'react-dom-first',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (id) => (id === REACT_DOM_FIRST ? REACT_DOM_FIRST_ID : null),
    // React DOM's package declares no side effects, so an import for its effects alone would be
    // dropped: this one reads an export, which runs the wrapped module.
    load: (id) =>
      id === REACT_DOM_FIRST_ID
        ? "import * as client from 'react-dom/client';\nif (!client.hydrateRoot) throw new Error('React DOM has no hydrateRoot');\n"
        : null,
    transform(code, id) {
      if (!CLIENT_ENTRY.test(id)) return null;
      entrySeen = true;
      return { code: `import '${REACT_DOM_FIRST}';\n${code}`, map: null };
    },
    buildEnd(error) {
      if (!error && !entrySeen && this.environment.mode === 'build') {
        this.error(
          'react-dom-first: the client entry (entry.client.tsx) was not found; update scripts/client-chunks.ts.',
        );
      }
    },
  };
}

/**
 * The chunks a page runs as soon as they arrive: the framework and the site's shared code on every
 * page, the form engine on a form page. Nearly every function in them runs while the page hydrates.
 */
const RUN_ON_LOAD = new Set(
  [...FRAMEWORK_PARTS, ...FORM_PARTS].map((part) => part.name).concat('app', 'QuestionnaireForm'),
);
/**
 * V8's explicit compile hint (Chrome 136): every function after it in the file is compiled eagerly. It
 * heads the chunk, or follows the one-line preload map Vite puts first in some.
 */
const COMPILE_ON_LOAD_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks each chunk that runs on load for eager compilation. Left to itself, V8 compiles a function
 * when it is first called, on the main thread: much of the time React spends hydrating a form page.
 * With the hint, the functions are compiled while the file streams in, on a background thread.
 */
export function compileOnLoadHints(): Plugin {
  return {
    name: 'compile-on-load-hints',
    applyToEnvironment: (environment) => environment.name === 'client',
    outputOptions: (options) => ({
      ...options,
      // After minification, which would drop an ordinary comment.
      postBanner: (chunk) => (RUN_ON_LOAD.has(chunk.name) ? COMPILE_ON_LOAD_HINT : ''),
    }),
  };
}
