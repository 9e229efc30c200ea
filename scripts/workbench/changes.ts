/**
 * The workbench's list of what an edit changes: the form as last checked, compared with the version
 * the server last served (the newest stored in the database the server uses: DATABASE_URL, else
 * the SQLite file under DATA_DIR), with how many stored leads answered each removed or reworded
 * item. Without a database, or for a form the server never served, the comparison is with the
 * catalogue as committed in git (HEAD). The same computation as `schemas:check --changes`.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { withReplyPromise } from '../../src/questionnaire/catalogue-fs.ts';
import type { FormDefinition, FormMeta, FormSchema, UiSchema } from '../../src/questionnaire/definition.ts';
import { openStore } from '../../src/server/storage/open-store.ts';
import { SQLITE_FILE } from '../../src/server/storage/sqlite-database.ts';
import type { Store } from '../../src/server/storage/store.ts';
import { changesSinceServed, changesWithLeads } from '../../src/server/submissions/form-changes.ts';
import type { ChangeBaseline, FormChanges } from '../../src/workbench/types.ts';

const run = promisify(execFile);

/** The database the server uses, as its settings name it. */
export interface LeadStoreSettings {
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A form's three files as committed in git, when they are there and shaped as the comparison reads them. */
async function committedForm(catalogueDir: string, id: string): Promise<FormDefinition | undefined> {
  const read = async (file: string): Promise<unknown> => {
    const { stdout } = await run('git', ['-C', catalogueDir, 'show', `HEAD:./${id}/${file}`], {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    return JSON.parse(stdout);
  };
  try {
    const [schema, ui, form] = await Promise.all([read('schema.json'), read('ui.json'), read('form.json')]);
    const shaped =
      isObject(schema) &&
      isObject(schema['properties']) &&
      isObject(ui) &&
      isObject(form) &&
      ['sections', 'reveals', 'pipeline'].every((key) => Array.isArray(form[key]));
    if (!shaped) return undefined;
    return withReplyPromise({
      id,
      schema: schema as unknown as FormSchema,
      ui: ui as UiSchema,
      form: form as unknown as FormMeta,
    });
  } catch {
    // Not a git work tree, the form not committed, or its files not JSON there.
    return undefined;
  }
}

export class WorkbenchChanges {
  private readonly catalogueDir: string;
  private readonly settings: LeadStoreSettings | undefined;
  private store: Promise<Store> | undefined;

  constructor(catalogueDir: string, settings: LeadStoreSettings | undefined) {
    this.catalogueDir = catalogueDir;
    this.settings = settings;
  }

  /** PostgreSQL when DATABASE_URL is set, else the SQLite file when the server has made one (never a new one). */
  private where(): string | null {
    if (!this.settings) return null;
    if (this.settings.databaseUrl) return 'PostgreSQL (DATABASE_URL)';
    const file = path.join(this.settings.dataDir, SQLITE_FILE);
    const relative = path.relative(process.cwd(), file);
    const shown = relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
    return fs.existsSync(file) ? `SQLite ${shown}` : null;
  }

  private opened(): Promise<Store> | undefined {
    if (!this.store && this.settings && this.where()) {
      this.store = openStore(this.settings);
      // A database that cannot be opened is tried again at the next request.
      this.store.catch(() => (this.store = undefined));
    }
    return this.store;
  }

  async of(definition: FormDefinition, revision: string): Promise<FormChanges> {
    const leadsFrom = this.where();
    const store = await this.opened();
    const shown = (
      baseline: ChangeBaseline,
      found: { changes: readonly FormChanges['changes'][number][]; leads: readonly (number | undefined)[] },
    ): FormChanges => ({
      formId: definition.id,
      revision,
      baseline,
      leadsFrom: store ? leadsFrom : null,
      changes: found.changes.map((change, index) => {
        const leads = found.leads[index];
        return leads === undefined ? change : { ...change, leads };
      }),
    });
    if (store) {
      const served = await changesSinceServed(store, definition);
      if (served.served) {
        const { id, firstServedAt } = served.served;
        return shown({ kind: 'served', version: id, firstServedAt }, served);
      }
    }
    const committed = await committedForm(this.catalogueDir, definition.id);
    if (!committed) return shown({ kind: 'none' }, { changes: [], leads: [] });
    return shown({ kind: 'committed' }, await changesWithLeads(store, committed, definition));
  }

  async close(): Promise<void> {
    const store = await this.store?.catch(() => undefined);
    await store?.close();
  }
}
