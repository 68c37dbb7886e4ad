/**
 * A push service on loopback for the tests, as Chrome's, Firefox's or Apple's would be for a
 * browser: HTTPS (a certificate made for the run), one endpoint per test device. It checks what
 * a real one checks (the VAPID token's signature, audience and key) and then decrypts each push
 * with the device's own keys (RFC 8291, aes128gcm), so a test reads the payload a browser would.
 * It can answer 5xx, 404 or 410 on a device's next pushes, or take one and never answer.
 */
import { execFileSync } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserPushSubscription } from '@shop/contracts';

export interface TestDevice {
  id: string;
  subscription: BrowserPushSubscription;
}

export interface ReceivedPush {
  deviceId: string;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  /** The `k=` of the VAPID Authorization header: the shop's public key. */
  vapidKey: string;
}

export interface PushServiceStandIn {
  /** https://127.0.0.1:port: the host the shop must accept as a push service. */
  origin: string;
  /** An HTTPS agent that trusts this stand-in's certificate. */
  agent: Agent;
  /** A new browser subscription on this service, with keys the stand-in can decrypt for. */
  device(): TestDevice;
  /** Pushes accepted (2xx) and decrypted, in the order they arrived. */
  received: ReceivedPush[];
  /** Every request, accepted or not, by device. */
  attempts: string[];
  /** Answers a device's next `times` pushes with `status` (e.g. 500, 410). */
  answerNext(deviceId: string, status: number, times?: number): void;
  /**
   * Takes the device's next push (it counts as received, as a phone would show it) and leaves
   * the sender waiting for an answer that never comes.
   */
  holdNext(deviceId: string): void;
  /** The certificate to trust (PEM), for a process that cannot be handed `agent`. */
  certificate: Buffer;
  close(): Promise<void>;
}

interface DeviceKeys {
  ecdh: ECDH;
  authSecret: Buffer;
}

/** A certificate for 127.0.0.1, valid for a day. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'push-standin-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const hkdf = (salt: Buffer, ikm: Buffer, info: string | Buffer, length: number) =>
  Buffer.from(
    hkdfSync('sha256', ikm, salt, typeof info === 'string' ? Buffer.from(info) : info, length),
  );

/** RFC 8291 and RFC 8188: one aes128gcm record, as a browser decrypts it. */
export function decryptPush(body: Buffer, keys: DeviceKeys): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const receiverKey = keys.ecdh.getPublicKey();
  const ikm = hkdf(
    keys.authSecret,
    keys.ecdh.computeSecret(senderKey),
    Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey]),
    32,
  );
  const cek = hkdf(salt, ikm, 'Content-Encoding: aes128gcm\0', 16);
  const nonce = hkdf(salt, ikm, 'Content-Encoding: nonce\0', 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(-16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('the push is not a single, last record');
  return plain.subarray(0, end);
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<key>`: ES256 over the token with the key it names,
 * the endpoint's origin as audience, an expiry within 24 hours. Returns the key.
 */
function checkVapid(header: string | undefined, origin: string): string {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, token, key] = match as unknown as [string, string, string];
  const [head, claims, signature] = token.split('.') as [string, string, string];
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID token is not signed by its key');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (body.aud !== origin) throw new Error(`VAPID audience ${body.aud}, expected ${origin}`);
  if (body.exp * 1000 > Date.now() + 24 * 60 * 60 * 1000) throw new Error('VAPID token too long');
  if (!/^(mailto:|https:)/.test(body.sub)) throw new Error(`VAPID subject ${body.sub}`);
  return key;
}

export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const { key, cert } = selfSignedCertificate();
  const devices = new Map<string, DeviceKeys>();
  const scripted = new Map<string, number[]>();
  const held = new Set<string>();
  const received: ReceivedPush[] = [];
  const attempts: string[] = [];
  let origin = '';

  const server: Server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
      const keys = devices.get(id);
      attempts.push(id);
      const next = scripted.get(id)?.shift();
      if (next !== undefined) {
        res.writeHead(next).end();
        return;
      }
      if (!keys || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const vapidKey = checkVapid(req.headers.authorization, origin);
        const payload: unknown = JSON.parse(decryptPush(Buffer.concat(chunks), keys).toString());
        received.push({
          deviceId: id,
          ttl: Number(req.headers.ttl),
          urgency: (req.headers.urgency as string | undefined) ?? null,
          topic: (req.headers.topic as string | undefined) ?? null,
          payload,
          vapidKey,
        });
        if (held.delete(id)) return;
        res.writeHead(201).end();
      } catch (err) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end(String(err));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: cert, keepAlive: false });

  return {
    origin,
    agent,
    received,
    attempts,
    device() {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      devices.set(id, { ecdh, authSecret });
      return {
        id,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          expirationTime: null,
          keys: {
            p256dh: ecdh.getPublicKey().toString('base64url'),
            auth: authSecret.toString('base64url'),
          },
        },
      };
    },
    holdNext(deviceId) {
      held.add(deviceId);
    },
    certificate: cert,
    answerNext(deviceId, status, times = 1) {
      scripted.set(deviceId, [
        ...(scripted.get(deviceId) ?? []),
        ...Array<number>(times).fill(status),
      ]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
