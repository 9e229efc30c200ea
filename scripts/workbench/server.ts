/**
 * Starts the workbench page (src/workbench/) on its own Vite dev server: a development tool only,
 * never part of the site's build, prerender, sitemap or server.
 */
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { mantineTheme } from '../mantine-theme-css-plugin.ts';
import { WorkbenchCatalogue } from './catalogue-state.ts';
import { WorkbenchChanges, type LeadStoreSettings } from './changes.ts';
import { workbenchPlugin } from './plugin.ts';

export const WORKBENCH_ROOT = path.resolve(import.meta.dirname, '../../src/workbench');

export interface WorkbenchOptions {
  readonly catalogueDir: string;
  readonly port: number;
  readonly host: string;
  /**
   * An intake server (e.g. http://127.0.0.1:4310) that the form's send button posts to, as the
   * site's page does: /api is forwarded there. Without it nothing is sent.
   */
  readonly sendTo?: string;
  /**
   * The database the intake server uses, whose newest stored version of a form is what the
   * changes list compares with, and whose leads it counts. Without it: git's committed catalogue.
   */
  readonly leads?: LeadStoreSettings;
}

export async function startWorkbench(options: WorkbenchOptions): Promise<ViteDevServer> {
  const catalogue = new WorkbenchCatalogue(options.catalogueDir);
  const changes = new WorkbenchChanges(catalogue.dir, options.leads);
  const server = await createServer({
    configFile: false,
    root: WORKBENCH_ROOT,
    appType: 'spa',
    // An optimizer cache of its own per port: the site's dev server and a second workbench (the
    // tests run two at once) may start at the same time, and two optimizers must not share a folder.
    cacheDir: path.resolve(import.meta.dirname, `../../node_modules/.vite-workbench-${options.port}`),
    clearScreen: false,
    // The site's theme stylesheet too: the workbench renders forms with the site's components.
    plugins: [mantineTheme(), workbenchPlugin(catalogue, changes, options.sendTo)],
    server: {
      port: options.port,
      strictPort: true,
      host: options.host,
      ...(options.sendTo ? { proxy: { '/api': { target: options.sendTo } } } : {}),
    },
    optimizeDeps: {
      entries: ['main.tsx'],
      // What the generated validator modules import, pre-bundled at start so that opening a form
      // never makes the optimizer reload the page.
      include: [
        'ajv-formats/dist/formats.js',
        'ajv/dist/runtime/equal.js',
        'ajv/dist/runtime/ucs2length.js',
        'ajv/dist/runtime/uri.js',
      ],
    },
  });
  try {
    await server.listen();
  } catch (error) {
    // Port taken: close the watcher and optimizer too, so the process can end.
    await server.close();
    throw error;
  }
  return server;
}
