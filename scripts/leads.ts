/**
 * `npm run leads -- <command>`: the operator commands (list, show, export, erase, access, purge,
 * retry, status, backup, restore, and the desk's), run by src/server/leads/cli.ts.
 */
import { fileURLToPath } from 'node:url';
import { runLeadsCli } from '../src/server/leads/cli.ts';

// `leads export ... | head`: the reader went away; stop quietly instead of printing EPIPE.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

// exitCode rather than exit(): a large export piped to another program is flushed first.
process.exitCode = await runLeadsCli(process.argv.slice(2), {
  env: process.env,
  schemasDir: fileURLToPath(new URL('../schemas', import.meta.url)),
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
