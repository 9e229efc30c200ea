/**
 * The workbench's Vite plugin: serves the catalogue state as JSON, watches the catalogue folder
 * (a save is re-checked and announced to the page over Vite's HMR socket within a few hundred
 * milliseconds), and serves each schema's validator as an ES module written by the build's own
 * generator (scripts/validator-module.ts), so the preview validates exactly as the site does,
 * with validators recompiled on the dev server whenever schema.json changes.
 */
import type { RJSFSchema } from '@rjsf/utils';
import type { Plugin } from 'vite';
import { CATALOGUE_EVENT, CHANGES_PATH, STATE_PATH, VALIDATOR_PREFIX } from '../../src/workbench/types.ts';
import { validatorModuleCode } from '../validator-module.ts';
import type { WorkbenchCatalogue } from './catalogue-state.ts';
import type { WorkbenchChanges } from './changes.ts';

/** Saves arrive as several events (editors write, rename, touch): one read after they settle. */
const SETTLE_MS = 60;
const VALIDATOR_ID = new RegExp(`^${VALIDATOR_PREFIX.replace(/[/@]/g, '\\$&')}([0-9a-f]{16})\\.js$`);

export function workbenchPlugin(catalogue: WorkbenchCatalogue, changes: WorkbenchChanges, sendTo?: string): Plugin {
  return {
    name: 'questionnaire-workbench',
    configureServer(server) {
      catalogue.refresh();
      server.watcher.add(catalogue.dir);
      let timer: NodeJS.Timeout | undefined;
      server.watcher.on('all', (_event, file) => {
        if (!catalogue.contains(file)) return;
        clearTimeout(timer);
        timer = setTimeout(() => {
          const { revision } = catalogue.refresh();
          server.ws.send({ type: 'custom', event: CATALOGUE_EVENT, data: { revision } });
        }, SETTLE_MS);
      });
      server.middlewares.use(STATE_PATH, (_request, response) => {
        response.setHeader('content-type', 'application/json; charset=utf-8');
        response.setHeader('cache-control', 'no-store');
        response.end(JSON.stringify({ ...catalogue.state(), ...(sendTo ? { sendsTo: sendTo } : {}) }));
      });
      // The form as last checked against the version the server last served: `?form=<id>`.
      server.middlewares.use(CHANGES_PATH, (request, response) => {
        const id = new URL(request.url ?? '', 'http://workbench').searchParams.get('form') ?? '';
        const preview = catalogue.state().forms.find((form) => form.id === id)?.preview;
        response.setHeader('content-type', 'application/json; charset=utf-8');
        response.setHeader('cache-control', 'no-store');
        if (!preview) {
          response.statusCode = 404;
          response.end(JSON.stringify({ error: `No form "${id}" has passed the check.` }));
          return;
        }
        changes.of(preview.definition, preview.revision).then(
          (found) => response.end(JSON.stringify(found)),
          (error: unknown) => {
            response.statusCode = 500;
            const message = error instanceof Error ? error.message : String(error);
            response.end(JSON.stringify({ error: `The stored versions could not be read: ${message}` }));
          },
        );
      });
    },
    async closeBundle() {
      await changes.close();
    },
    resolveId(id) {
      return VALIDATOR_ID.test(id) ? id : undefined;
    },
    load(id) {
      const hash = VALIDATOR_ID.exec(id)?.[1];
      if (!hash) return undefined;
      const schema = catalogue.schemaFor(hash);
      if (!schema) throw new Error(`No checked schema ${hash}: reload the workbench.`);
      return validatorModuleCode(schema as RJSFSchema, 'errors');
    },
  };
}
