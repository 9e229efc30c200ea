/**
 * The consultant's workbench (a development tool; never part of the site's build or server).
 *
 *   npm run workbench [-- --port <n>] [--catalogue <folder>]
 *       a local page that lists every form, previews the chosen one live as its JSON is saved,
 *       and shows its check problems, pipeline verdict, report and payload
 *   npm run workbench -- new <id> --from <existing-id> [--title <text>] [--route </path>] [--service <slug>]
 *       a new form folder copied from an existing one, then the catalogue check
 *
 * Bad arguments exit 2 with the usage; `new` exits 1 when the check finds problems.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CATALOGUE_DIR } from '../src/questionnaire/catalogue-fs.ts';
import { readConfig } from '../src/server/config.ts';
import { createForm, UsageError } from './workbench/new-form.ts';
import { startWorkbench } from './workbench/server.ts';

export const DEFAULT_PORT = 5180;

const USAGE = `usage: npm run workbench [-- --port <n>] [--catalogue <folder>] [--send-to <server url>]
       npm run workbench -- new <id> --from <existing-id> [--title <text>] [--route </path>] [--service <slug>] [--catalogue <folder>]

  --port        port of the workbench page (default ${DEFAULT_PORT}, or WORKBENCH_PORT)
                (the changes list compares each form with the version the server last served,
                read from the server's database: DATABASE_URL, else DATA_DIR's SQLite file)
  --catalogue   the catalogue folder (default schemas/)
  --send-to     an intake server that the form's send button posts to, started with the same
                CATALOGUE_DIR and ALLOWED_ORIGINS=http://127.0.0.1:<workbench port>; without it
                nothing is sent
  new <id>      copy the form <existing-id> into a new folder <id> (lower-case letters, digits, hyphens),
                with its own id, route (/<id>-questionnaire) and title, then run the catalogue check`;

function portFrom(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_PORT;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535)
    throw new UsageError(`port "${raw}" must be a number from 1 to 65535`);
  return port;
}

function serverUrlFrom(raw: string): string {
  if (!/^https?:\/\/[^/\s]+\/?$/.test(raw))
    throw new UsageError(`--send-to "${raw}" must be a server's address, e.g. http://127.0.0.1:4310`);
  return raw.replace(/\/$/, '');
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      port: { type: 'string' },
      catalogue: { type: 'string' },
      'send-to': { type: 'string' },
      from: { type: 'string' },
      title: { type: 'string' },
      route: { type: 'string' },
      service: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const dir = path.resolve(values.catalogue ?? CATALOGUE_DIR);
  const [command, ...rest] = positionals;

  if (command === 'new') {
    const [id, ...extra] = rest;
    if (id === undefined)
      throw new UsageError("give the new form's id: npm run workbench -- new <id> --from <existing-id>");
    if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
    if (values.from === undefined)
      throw new UsageError(`say which form to copy: npm run workbench -- new ${id} --from <existing-id>`);
    if (values.port !== undefined) throw new UsageError('--port goes with the workbench page, not with new');
    if (values['send-to'] !== undefined) throw new UsageError('--send-to goes with the workbench page, not with new');
    const result = await createForm({
      id,
      from: values.from,
      dir,
      ...(values.title !== undefined ? { title: values.title } : {}),
      ...(values.route !== undefined ? { route: values.route } : {}),
      ...(values.service !== undefined ? { service: values.service } : {}),
    });
    console.log(result.lines.join('\n'));
    return result.exitCode;
  }
  if (command !== undefined) throw new UsageError(`unknown command "${command}" (the one command is new)`);
  for (const option of ['from', 'title', 'route', 'service'] as const) {
    if (values[option] !== undefined) throw new UsageError(`--${option} goes with new`);
  }

  const port = portFrom(values.port ?? process.env.WORKBENCH_PORT);
  // The server's own settings name its database: what the changes list compares with and counts in.
  const { databaseUrl, dataDir } = readConfig(process.env);
  let server: Awaited<ReturnType<typeof startWorkbench>>;
  try {
    server = await startWorkbench({
      catalogueDir: dir,
      port,
      host: '127.0.0.1',
      leads: { databaseUrl, dataDir },
      ...(values['send-to'] !== undefined ? { sendTo: serverUrlFrom(values['send-to']) } : {}),
    });
  } catch (error) {
    if (!(error instanceof Error && /already in use/.test(error.message))) throw error;
    console.error(`workbench: port ${port} is in use: stop what runs there, or choose another with -- --port <n>`);
    return 1;
  }
  console.log(
    `Questionnaire workbench: http://127.0.0.1:${port}/ (catalogue ${path.relative(process.cwd(), dir) || '.'}/; Ctrl+C to stop)`,
  );
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return 0;
}

if (import.meta.main) {
  try {
    const code = await main(process.argv.slice(2));
    if (code !== 0) process.exitCode = code;
  } catch (error) {
    // Unknown options and missing option values come from parseArgs as TypeErrors with a code.
    if (!(error instanceof UsageError) && !(error instanceof TypeError && 'code' in error)) throw error;
    console.error(`workbench: ${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  }
}
