/**
 * Where an api process spends its CPU on the order path: the shop in split mode as real
 * processes (infra/load/split-processes.ts: PostgreSQL, redis-server, a gateway and one api run
 * from source, as `make load` runs them), the api with the V8 inspector open, and a CPU profile
 * (`Profiler.start`/`stop`, what `node --cpu-prof` records) taken around each kind of request a
 * guest's checkout makes, one kind at a time:
 *
 *   order        POST /api/orders (a cart of three dishes to an address, Idempotency-Key)
 *   pay          POST /api/payment/test-mode/confirm (card 4242: the payment settles)
 *   pay-confirm  POST /api/payment/confirm-payment (what the checkout page asks next)
 *   read         GET /api/orders/{id} (the tracking page)
 *
 *   npx tsx infra/load/order-path-profile.ts [requests=300] [concurrency=8] [profile-dir]
 *
 * Prints per kind: requests per second, the CPU the api process and PostgreSQL (with its
 * backends) used per request (from /proc, so time the machine gave to others is not counted), and
 * the api's frames with the most self time (share of the profile's samples that are not idle). The raw profiles (.cpuprofile, open
 * them in Chrome's DevTools) go to `profile-dir` when given. A warm-up of each kind runs first,
 * unprofiled, so the figures are of code V8 has optimised. Figures in docs/performance.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { TEST_CARDS } from '@shop/contracts';
import { TestClient } from '../../api/test/http-client';
import { startSmtpSink } from '../testing/smtp-sink';
import { freePort } from '../testing/services';
import { placeGuestOrder, plainDishes } from './guest-order';
import { ResourceSampler } from './peak/shop/resources';
import { SplitMode } from './split-processes';

const REQUESTS = Number(process.argv[2] ?? 300);
const CONCURRENCY = Number(process.argv[3] ?? 8);
const PROFILE_DIR = process.argv[4];
const TOP = 15;

interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  samples: number[];
  timeDeltas: number[];
}

/** A Chrome DevTools Protocol session on the api's inspector. */
class Inspector {
  private next = 1;
  private readonly waiting = new Map<number, (result: unknown) => void>();
  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { id?: number; result?: unknown };
      if (message.id) this.waiting.get(message.id)?.(message.result);
    });
  }

  static async open(port: number): Promise<Inspector> {
    const [target] = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
      webSocketDebuggerUrl: string;
    }[];
    const socket = new WebSocket(target!.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    return new Inspector(socket);
  }

  send<T>(method: string, params: object = {}): Promise<T> {
    const id = this.next++;
    this.socket.send(JSON.stringify({ id, method, params }));
    return new Promise((resolve) => this.waiting.set(id, resolve as (r: unknown) => void));
  }

  close() {
    this.socket.close();
  }
}

const shortUrl = (url: string) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/^.*\/node_modules\//, '')
    .replace(/^\/work\/[^/]+\//, '')
    .replace(/^.*?\/(api|contracts|workers|realtime)\/src\//, '$1/src/');

/** Self time per frame, idle left out, and the total busy time (ms). */
function selfTimes(profile: CpuProfile): { busyMs: number; frames: [string, number][] } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const times = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') return;
    const us = profile.timeDeltas[i + 1] ?? 0;
    busy += us;
    const key = `${functionName || '(anonymous)'} ${url ? `${shortUrl(url)}:${lineNumber + 1}` : ''}`;
    times.set(key, (times.get(key) ?? 0) + us);
  });
  return {
    busyMs: busy / 1000,
    frames: [...times].sort((a, b) => b[1] - a[1]).map(([k, us]) => [k, us / 1000]),
  };
}

async function main() {
  const inspectPort = await freePort();
  const smtp = await startSmtpSink();
  const split = new SplitMode({
    api: 1,
    realtime: 1,
    workers: 0,
    prefix: 'shop-profile-',
    apiEnv: { NODE_OPTIONS: `--inspect=127.0.0.1:${inspectPort}` },
  });
  try {
    await split.start(smtp.url);
    const base = split.apiUrl;
    const dishes = await plainDishes(new TestClient(base));
    const inspector = await Inspector.open(inspectPort);
    await inspector.send('Profiler.enable');
    await inspector.send('Profiler.setSamplingInterval', { interval: 200 });

    interface Guest {
      client: TestClient;
      orderId: number;
      intent: { paymentIntentId: string; clientSecret: string };
    }
    let n = 0;
    const steps: Record<string, (g: Guest) => Promise<number>> = {
      order: async (g) => {
        const res = await placeGuestOrder(g.client, dishes, `profile-${++n}@example.com`);
        g.orderId = res.body.id as number;
        return res.status;
      },
      // Made between the two profiled kinds, unprofiled.
      intent: async (g) => {
        const res = await g.client.post('/api/payment/create-payment-intent', {
          orderId: g.orderId,
        });
        g.intent = res.body;
        return res.status;
      },
      pay: async (g) =>
        (
          await g.client.post('/api/payment/test-mode/confirm', {
            ...g.intent,
            card: { number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2099, cvc: '123' },
          })
        ).status,
      'pay-confirm': async (g) =>
        (
          await g.client.post('/api/payment/confirm-payment', {
            paymentIntentId: g.intent.paymentIntentId,
          })
        ).status,
      read: async (g) => (await g.client.get(`/api/orders/${g.orderId}`)).status,
    };
    const run = async (kind: string, list: Guest[], profiled: boolean) => {
      let i = 0;
      const statuses = new Map<number, number>();
      const timed: number[] = [];
      if (profiled) await inspector.send('Profiler.start');
      const cpu = new ResourceSampler();
      const processes = () => ({
        api: split.process('api').pid,
        postgres: split.postgres.process.pid,
      });
      const withChildren = new Set(['postgres']);
      cpu.sample(processes(), withChildren);
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (i < list.length) {
            const g = list[i++]!;
            const t = performance.now();
            const status = await steps[kind]!(g);
            timed.push(performance.now() - t);
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      // Shares of a core over the phase, times its length: CPU ms per request.
      const used = Object.fromEntries(
        cpu.sample(processes(), withChildren).map((s) => [s.process, s.cpu * seconds * 1000]),
      );
      if (!profiled) return;
      const { profile } = await inspector.send<{ profile: CpuProfile }>('Profiler.stop');
      if (PROFILE_DIR) {
        mkdirSync(PROFILE_DIR, { recursive: true });
        writeFileSync(join(PROFILE_DIR, `${kind}.cpuprofile`), JSON.stringify(profile));
      }
      const { busyMs, frames } = selfTimes(profile);
      timed.sort((a, b) => a - b);
      console.log(
        `\n${kind}: ${list.length} requests, ${(list.length / seconds).toFixed(0)}/s, answers ${JSON.stringify(Object.fromEntries(statuses))}, p50 ${timed[Math.floor(timed.length / 2)]!.toFixed(1)} ms; CPU per request: api ${((used.api ?? 0) / list.length).toFixed(2)} ms, PostgreSQL ${((used.postgres ?? 0) / list.length).toFixed(2)} ms (profile: ${(busyMs / list.length).toFixed(2)} ms busy)`,
      );
      for (const [frame, ms] of frames.slice(0, TOP))
        console.log(`  ${((100 * ms) / busyMs).toFixed(1).padStart(5)} %  ${frame}`);
    };

    const fresh = (count: number) =>
      Array.from({ length: count }, () => {
        return { client: new TestClient(base) } as Guest;
      });
    // Warm-up: the same path, unprofiled, so the profile is of optimised code.
    const warm = fresh(Math.min(100, REQUESTS));
    for (const kind of Object.keys(steps)) await run(kind, warm, false);

    console.log(
      `${REQUESTS} requests of each kind, ${CONCURRENCY} at a time; the api's CPU (idle left out) and its frames by self time`,
    );
    const profiled = fresh(REQUESTS);
    for (const kind of Object.keys(steps)) await run(kind, profiled, kind !== 'intent');
    inspector.close();
  } finally {
    await split.stop();
    await smtp.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
