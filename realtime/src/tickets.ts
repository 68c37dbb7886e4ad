import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { RealtimeRole } from '@shop/contracts/realtime';

/**
 * Realtime tickets: short-lived signed claims the api hands a browser so it can open /ws.
 * Format: base64url(JSON claims) + '.' + base64url(HMAC-SHA256(secret, first part)).
 * The api and the gateway share the secret; nothing else is needed to check a ticket, so any
 * gateway replica can accept it. A ticket is only needed to open the socket, hence the short life.
 */

export const TICKET_TTL_SECONDS = 120;

/** Longer input is refused before any decoding work. */
const MAX_TOKEN_LENGTH = 4096;
/** Tolerated clock difference between the api that signs and the gateway that checks. */
const CLOCK_SKEW_SECONDS = 30;

const RealtimeRoleSchema = z.enum(['guest', 'customer', 'staff', 'admin', 'driver']);

const TicketClaimsSchema = z.object({
  /** The user id, or a random client id for a guest. */
  sub: z.string().min(1).max(100),
  role: RealtimeRoleSchema,
  /** Topics granted one by one (for example a guest's own order). */
  topics: z.array(z.string().max(120)).max(50).optional(),
  /** Issued at and expires at, in seconds since the epoch. */
  iat: z.number().int(),
  exp: z.number().int(),
});

export interface TicketClaims {
  sub: string;
  role: RealtimeRole;
  topics?: string[];
  iat: number;
  exp: number;
}

export interface TicketSubject {
  sub: string;
  role: RealtimeRole;
  topics?: readonly string[];
}

/** A random client id for a guest (the subject of a guest ticket). */
export function newGuestId(): string {
  return `g_${randomBytes(12).toString('base64url')}`;
}

function mac(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

/** Signs a ticket for `subject` that expires `ttlSeconds` after `nowMs`; returns it with its claims. */
export function issueTicket(
  secret: string,
  subject: TicketSubject,
  ttlSeconds: number = TICKET_TTL_SECONDS,
  nowMs: number = Date.now(),
): { token: string; claims: TicketClaims } {
  const iat = Math.floor(nowMs / 1000);
  const claims: TicketClaims = TicketClaimsSchema.parse({
    sub: subject.sub,
    role: subject.role,
    ...(subject.topics && subject.topics.length > 0 ? { topics: [...subject.topics] } : {}),
    iat,
    exp: iat + ttlSeconds,
  });
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return { token: `${payload}.${mac(secret, payload).toString('base64url')}`, claims };
}

/** Signs a ticket for `subject` that expires `ttlSeconds` after `nowMs`. */
export function signTicket(
  secret: string,
  subject: TicketSubject,
  ttlSeconds: number = TICKET_TTL_SECONDS,
  nowMs: number = Date.now(),
): string {
  return issueTicket(secret, subject, ttlSeconds, nowMs).token;
}

/** The ticket's claims when the signature holds and it has not expired; null otherwise. */
export function verifyTicket(
  secret: string,
  token: string,
  nowMs: number = Date.now(),
): TicketClaims | null {
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) {
    return null;
  }
  const dot = token.indexOf('.');
  if (dot <= 0 || dot !== token.lastIndexOf('.')) return null;
  const payload = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = mac(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = TicketClaimsSchema.safeParse(json);
  if (!parsed.success) return null;
  const claims = parsed.data;
  const now = Math.floor(nowMs / 1000);
  if (now >= claims.exp || claims.iat > now + CLOCK_SKEW_SECONDS) return null;
  return claims;
}
