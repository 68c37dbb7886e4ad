/**
 * Fan-out benchmark: one message to N subscribers, repeated, through
 *   (a) uWebSockets.js topic publish (what the gateway does), and
 *   (b) a `ws` server looping over its sockets.
 * Prints messages delivered per second and server CPU per delivered message, side by side.
 *
 *   npx tsx infra/load/ws-fanout.ts [subscribers=5000] [messages=200]
 *
 * Each server runs twice: one message per event-loop turn (events trickling in from the feed),
 * and bursts of 20 messages per turn (a busy moment: uWS then writes each socket once per burst).
 *
 * The subscribers run in a child process as raw TCP sockets that do the WebSocket handshake
 * and then only count frames, so the figures measure the servers, not a client library.
 * Server and clients share the machine: read the figures as a comparison, not a capacity.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import uWS from 'uWebSockets.js';
import { WebSocketServer } from 'ws';

const SUBSCRIBERS = Number(process.argv[2] ?? 5000);
const MESSAGES = Number(process.argv[3] ?? 200);
const BURSTS = [1, 20];
const TOPIC = 'public/ordering-status';
/** A message the size of a real ordering-status update. */
const PAYLOAD = JSON.stringify({
  type: 'ordering-status',
  topic: TOPIC,
  data: {
    masterEnabled: true,
    foodOrderingEnabled: false,
    barOrderingEnabled: true,
    merchandiseOrderingEnabled: true,
  },
});

type ToClient =
  { kind: 'connect'; port: number; count: number } | { kind: 'expect'; frames: number };
type FromClient =
  | { kind: 'ready'; connected: number }
  | { kind: 'done'; frames: number }
  | { kind: 'error'; message: string };

interface FanoutServer {
  name: string;
  port: number;
  publish(message: string): void;
  stop(): Promise<void>;
}

// ---------------------------------------------------------------- servers

function startUws(): Promise<FanoutServer> {
  const app = uWS.App().ws('/ws', {
    maxPayloadLength: 16 * 1024,
    idleTimeout: 32,
    maxBackpressure: 1024 * 1024,
    open: (ws) => {
      ws.subscribe(TOPIC);
    },
  });
  return new Promise((resolve, reject) => {
    app.listen('127.0.0.1', 0, (listenSocket) => {
      if (!listenSocket) return reject(new Error('uWS could not listen'));
      resolve({
        name: 'uWS topic publish',
        port: uWS.us_socket_local_port(listenSocket),
        publish: (message) => {
          app.publish(TOPIC, message, false);
        },
        stop: async () => uWS.us_listen_socket_close(listenSocket),
      });
    });
  });
}

function startWs(): Promise<FanoutServer> {
  const http: Server = createServer();
  const wss = new WebSocketServer({ server: http, path: '/ws', perMessageDeflate: false });
  return new Promise((resolve) => {
    http.listen(0, '127.0.0.1', () => {
      const address = http.address();
      resolve({
        name: 'ws loop over sockets',
        port: typeof address === 'object' && address ? address.port : 0,
        publish: (message) => {
          for (const client of wss.clients) client.send(message);
        },
        stop: () =>
          new Promise((done) => {
            for (const client of wss.clients) client.terminate();
            wss.close();
            http.close(() => done());
          }),
      });
    });
  });
}

// ---------------------------------------------------------------- subscribers (child process)

/** Counts text frames in an unmasked server-to-client stream; payloads are skipped in bulk. */
function frameCounter(onFrame: () => void): (chunk: Buffer) => void {
  let state = 0; // 0: first header byte, 1: length byte, 2..3: 16-bit length, 4..11: 64-bit length
  let text = false;
  let extended = 0;
  let skip = 0;
  return (chunk) => {
    let i = 0;
    while (i < chunk.length) {
      if (skip > 0) {
        const n = Math.min(skip, chunk.length - i);
        skip -= n;
        i += n;
        continue;
      }
      const byte = chunk[i++]!;
      if (state === 0) {
        text = (byte & 0x0f) === 1;
        state = 1;
      } else if (state === 1) {
        const len = byte & 0x7f;
        if (len < 126) {
          skip = len;
          state = 0;
          if (text) onFrame();
        } else {
          extended = 0;
          state = len === 126 ? 2 : 4;
        }
      } else {
        extended = extended * 256 + byte;
        state += 1;
        if (state === 4 || state === 12) {
          skip = extended;
          state = 0;
          if (text) onFrame();
        }
      }
    }
  };
}

function openSubscriber(port: number, onFrame: () => void): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.setNoDelay(true);
    const count = frameCounter(onFrame);
    let head = Buffer.alloc(0);
    let upgraded = false;
    socket.once('error', reject);
    socket.on('connect', () =>
      socket.write(
        'GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
      ),
    );
    socket.on('data', (chunk: Buffer) => {
      if (upgraded) return count(chunk);
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      if (!head.subarray(0, 12).toString().includes('101')) {
        reject(new Error(`upgrade refused: ${head.subarray(0, end).toString()}`));
        return;
      }
      upgraded = true;
      resolve(socket);
      if (head.length > end + 4) count(head.subarray(end + 4));
    });
  });
}

async function runSubscribers(): Promise<void> {
  const sockets: Socket[] = [];
  let frames = 0;
  let expected = Infinity;
  const send = (message: FromClient) => process.send!(message);
  const check = () => {
    if (frames >= expected) {
      expected = Infinity;
      send({ kind: 'done', frames });
    }
  };
  process.on('message', async (message: ToClient) => {
    try {
      if (message.kind === 'connect') {
        // Batches keep the listen backlog from overflowing.
        for (let opened = 0; opened < message.count; opened += 250) {
          const batch = Math.min(250, message.count - opened);
          const next = await Promise.all(
            Array.from({ length: batch }, () =>
              openSubscriber(message.port, () => {
                frames += 1;
                if (frames >= expected) check();
              }),
            ),
          );
          sockets.push(...next);
        }
        send({ kind: 'ready', connected: sockets.length });
      } else {
        expected = message.frames;
        check();
      }
    } catch (err) {
      send({ kind: 'error', message: err instanceof Error ? err.message : String(err) });
    }
  });
  process.on('disconnect', () => {
    for (const socket of sockets) socket.destroy();
    process.exit(0);
  });
}

// ---------------------------------------------------------------- driver

function nextMessage(child: ChildProcess): Promise<FromClient> {
  return new Promise((resolve, reject) => {
    const onExit = () => reject(new Error('subscriber process exited'));
    child.once('exit', onExit);
    child.once('message', (message: FromClient) => {
      child.off('exit', onExit);
      if (message.kind === 'error') reject(new Error(message.message));
      else resolve(message);
    });
  });
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Result {
  name: string;
  burst: number;
  subscribers: number;
  delivered: number;
  seconds: number;
  perSecond: number;
  cpuMicrosPer1000: number;
}

async function measure(start: () => Promise<FanoutServer>, burst: number): Promise<Result> {
  const server = await start();
  const child = fork(fileURLToPath(import.meta.url), ['subscribers'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    child.send({ kind: 'connect', port: server.port, count: SUBSCRIBERS } satisfies ToClient);
    const ready = await nextMessage(child);
    if (ready.kind !== 'ready' || ready.connected !== SUBSCRIBERS)
      throw new Error('not all connected');
    await new Promise((resolve) => setTimeout(resolve, 500)); // let the servers settle

    const frames = SUBSCRIBERS * MESSAGES;
    const done = nextMessage(child);
    child.send({ kind: 'expect', frames } satisfies ToClient);
    const cpu = process.cpuUsage();
    const started = process.hrtime.bigint();
    for (let sent = 0; sent < MESSAGES;) {
      for (let i = 0; i < burst && sent < MESSAGES; i++, sent++) server.publish(PAYLOAD);
      await tick();
    }
    await done;
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const serverCpu = process.cpuUsage(cpu);
    return {
      name: server.name,
      burst,
      subscribers: SUBSCRIBERS,
      delivered: frames,
      seconds,
      perSecond: frames / seconds,
      // CPU of the server process while publishing and flushing (the clients run elsewhere).
      cpuMicrosPer1000: ((serverCpu.user + serverCpu.system) / frames) * 1000,
    };
  } finally {
    child.disconnect();
    await new Promise((resolve) => child.once('exit', resolve));
    await server.stop();
  }
}

async function main(): Promise<void> {
  console.log(
    `Fan-out of ${MESSAGES} messages (${PAYLOAD.length} bytes) to ${SUBSCRIBERS} subscribers on loopback\n`,
  );
  const results: Result[] = [];
  for (const burst of BURSTS) {
    results.push(await measure(startUws, burst), await measure(startWs, burst));
  }
  const rows = results.map((r) => [
    r.name,
    String(r.burst),
    String(r.subscribers),
    String(r.delivered),
    r.seconds.toFixed(2),
    Math.round(r.perSecond).toLocaleString('en-US'),
    Math.round(r.cpuMicrosPer1000).toLocaleString('en-US'),
  ]);
  const header = [
    'server',
    'msgs/turn',
    'subscribers',
    'delivered',
    'seconds',
    'messages/s',
    'server CPU µs/1000 msgs',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log('');
  for (const burst of BURSTS) {
    const [uws, ws] = results.filter((r) => r.burst === burst);
    console.log(
      `${burst} msg/turn: uWS delivered ${(uws!.perSecond / ws!.perSecond).toFixed(1)}× the messages/s of ws ` +
        `at ${(uws!.cpuMicrosPer1000 / ws!.cpuMicrosPer1000).toFixed(2)}× its server CPU per message.`,
    );
  }
  process.exit(0);
}

if (process.argv[2] === 'subscribers') {
  void runSubscribers();
} else {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
