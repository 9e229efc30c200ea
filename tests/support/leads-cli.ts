/**
 * The operator commands (`npm run leads -- ...`) as the tests run them: in the test's own process
 * through the commands' one entry (src/server/leads/cli.ts), with the settings given as the
 * environment the operator would set; or as a child process (`node scripts/leads.ts`) where the
 * process itself is under test.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { runLeadsCli } from '../../src/server/leads/cli.ts';

export interface CliResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

const SCRIPT = path.resolve('scripts/leads.ts');

/** The command run in this process: the same parsing, store, output and exit code, without a second Node start. */
export async function runLeads(env: Readonly<Record<string, string>>, ...args: string[]): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await runLeadsCli(args, {
    env: { ...process.env, ...env },
    schemasDir: path.resolve('schemas'),
    out: (text) => (stdout += text),
    err: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}

/** The command as an operator starts it: `node scripts/leads.ts`, its exit code and both streams. */
export function runLeadsProcess(env: Readonly<Record<string, string>>, ...args: string[]): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SCRIPT, ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
