export { isDatabaseUnavailable } from '@shop/workers';

/** True for PostgreSQL's unique_violation (23505), optionally on one named constraint or index. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = findPgError(err);
  if (!e || e.code !== '23505') return false;
  if (!constraint) return true;
  return e.constraint === constraint || (e.message ?? '').includes(constraint);
}

interface PgErrorLike {
  code?: string;
  constraint?: string;
  message?: string;
}

/** drizzle wraps driver errors; the PostgreSQL error sits somewhere in the cause chain. */
function findPgError(err: unknown): PgErrorLike | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as PgErrorLike & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code))
      return candidate;
    current = candidate.cause;
  }
  return null;
}
