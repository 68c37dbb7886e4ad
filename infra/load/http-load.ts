/**
 * HTTP load against one URL from a child process, with autocannon: a number of keep-alive
 * connections, each sending its next request when the answer to the last one has arrived (no
 * pipelining, as a browser does), for a fixed time after a one-second warm-up. The child has
 * its own process and event loop, so the generator does not take the server's.
 *
 * Latencies are kept in microseconds here (autocannon's own histogram keeps whole
 * milliseconds, too coarse for answers that take one or two).
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import * as hdr from 'hdr-histogram-js';

export interface LoadOptions {
  url: string;
  seconds: number;
  connections: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  /** 2xx answers in the timed part. */
  ok: number;
  /** How long the timed part took, in seconds. */
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors and timeouts, answers other than 2xx. */
  errors: number;
  /** Bytes received per 2xx answer, headers included. */
  bytesPerAnswer: number;
  /** The generator's CPU time over the timed part, in cores (1 = one core kept busy). */
  generatorCores: number;
}

const CHILD_FLAG = '--http-load-child';
const WARM_UP_SECONDS = 1;

/** Runs the load in a child process and returns what it measured. */
export function loadFromChild(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [CHILD_FLAG], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      execArgv: process.execArgv,
    });
    child.once('message', (result) => resolve(result as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`load generator exited with ${code}`)));
    child.send(options);
  });
}

/** One autocannon run; `onAnswer` sees each answer's status and time in milliseconds. */
function run(
  options: autocannon.Options,
  onAnswer: (statusCode: number, ms: number) => void = () => {},
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, result) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result),
    );
    instance.on('response', (_client, statusCode, _bytes, ms) => onAnswer(statusCode, ms));
  });
}

async function load(options: LoadOptions): Promise<LoadResult> {
  const common: autocannon.Options = {
    url: options.url,
    connections: options.connections,
    pipelining: 1,
    headers: options.headers ?? {},
  };
  await run({ ...common, duration: WARM_UP_SECONDS });
  const cpuBefore = process.cpuUsage();
  const latenciesUs = hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 60_000_000 });
  const result = await run({ ...common, duration: options.seconds }, (statusCode, ms) => {
    if (statusCode >= 200 && statusCode < 300) latenciesUs.recordValue(Math.round(ms * 1000));
  });
  const cpu = process.cpuUsage(cpuBefore);
  return {
    ok: result['2xx'],
    seconds: result.duration,
    p50Ms: latenciesUs.getValueAtPercentile(50) / 1000,
    p99Ms: latenciesUs.getValueAtPercentile(99) / 1000,
    errors: result.errors + result.non2xx,
    bytesPerAnswer: result['2xx'] ? result.throughput.total / result['2xx'] : 0,
    generatorCores: (cpu.user + cpu.system) / 1e6 / result.duration,
  };
}

if (process.argv[2] === CHILD_FLAG && process.send) {
  process.once('message', (options: LoadOptions) => {
    load(options).then(
      (result) => process.send!(result, () => process.exit(0)),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
