/**
 * The production server (`node src/server/main.ts`) as a child process, as an operator runs it:
 * for the tests and benchmarks that need a whole process (signals, restarts, several processes).
 * It listens on loopback on a free port unless told otherwise, takes the caller's environment
 * plus `env`, and is ready once /readyz answers 200.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface ServerProcessOptions {
  /** Settings on top of the caller's environment (PORT and HOST come from the options below). */
  readonly env?: Readonly<Record<string, string>>;
  /** Port to listen on; a free one when absent. */
  readonly port?: number;
  readonly host?: string;
  /** 'capture' keeps stdout and stderr for output(); 'inherit' prints them; 'ignore' drops them. */
  readonly stdio?: 'capture' | 'inherit' | 'ignore';
  readonly readyTimeoutMs?: number;
}

export interface Exit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly port: number;
  /** http://host:port, to fetch from. */
  readonly url: string;
  /** Everything the process printed so far (with stdio 'capture'). */
  output(): string;
  /** Resolves when the process has exited. */
  readonly exited: Promise<Exit>;
  /** Sends the signal (default SIGTERM) and waits for the exit; SIGKILL after timeoutMs. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<Exit>;
}

/** A port nothing listens on right now (the kernel's choice). */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, host, resolve);
  });
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || address === null) throw new Error('no port assigned');
  return address.port;
}

export async function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? (await freePort(host));
  const stdio = options.stdio ?? 'capture';
  const chunks: string[] = [];
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: { ...process.env, ...options.env, PORT: String(port), HOST: host },
    stdio: ['ignore', stdio === 'capture' ? 'pipe' : stdio, stdio === 'capture' ? 'pipe' : stdio],
  });
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const state: { exit: Exit | null } = { exit: null };
  void exited.then((exit) => (state.exit = exit));

  const url = `http://${host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 20_000);
  for (;;) {
    const response = await fetch(`${url}/readyz`).catch(() => null);
    if (response?.ok) break;
    const gone = state.exit;
    if (gone || Date.now() > deadline) {
      if (!gone) child.kill('SIGKILL');
      const printed = chunks.join('').trim();
      throw new Error(
        `The server on port ${port} did not become ready${gone ? ` (it exited with ${JSON.stringify(gone)})` : ''}; ` +
          `is the site built ("npm run build")?${printed ? `\n${printed}` : ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    child,
    port,
    url,
    output: () => chunks.join(''),
    exited,
    async stop(signal = 'SIGTERM', timeoutMs = 15_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const killer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const exit = await exited;
      clearTimeout(killer);
      return exit;
    },
  };
}
