import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's Algorithm.Argon2id (a const enum, so written out). */
const ARGON2ID = 2;

/** argon2id with OWASP's second row: m = 19 MiB, t = 2, p = 1. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** How a hash made with today's parameters begins; anything else is rehashed at the next login. */
export const CURRENT_HASH_PREFIX = `$argon2id$v=19$m=${OPTIONS.memoryCost},t=${OPTIONS.timeCost},p=${OPTIONS.parallelism}$`;

export function needsRehash(passwordHash: string): boolean {
  return !passwordHash.startsWith(CURRENT_HASH_PREFIX);
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when the user does not exist, so a miss costs as much time as a hit. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-0');
  return dummyHash;
}
