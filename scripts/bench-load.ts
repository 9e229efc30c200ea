/**
 * One autocannon load generator in its own process, for `npm run bench:intake`: the options come
 * as JSON in the first argument, the result goes back over the IPC channel. Each stream of load
 * gets its own process (its own core when one is free), so two streams do not share one event
 * loop and the figures describe the server rather than the generator.
 */
import autocannon from 'autocannon';

export interface LoadResult {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
  readonly total: number;
  /** CPU the generator itself used, in percent of one core over the run. */
  readonly cpu: number;
}

const options = JSON.parse(process.argv[2] ?? '{}') as autocannon.Options;
const wallStart = performance.now();
const cpuStart = process.cpuUsage();
const result = await autocannon(options);
const cpu = process.cpuUsage(cpuStart);
const wallMs = performance.now() - wallStart;
const answer: LoadResult = {
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
  total: result.requests.total,
  cpu: Math.round(((cpu.user + cpu.system) / 1000 / wallMs) * 100),
};
process.send?.(answer, () => process.exit(0));
