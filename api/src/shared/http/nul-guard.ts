import type { RequestHandler } from 'express';
import { AppError, fieldIssue } from '../errors/app-error';
import { apiMessage } from '@shop/contracts';

const NUL = '\u0000';

/** The path of the first string (or key) holding a NUL character, or null. */
export function findNulCharacter(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path.join('.') || '_' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes(NUL)) return [...path, key.replaceAll(NUL, '')].join('.');
    const found = findNulCharacter(child, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

export function assertNoNulCharacter(value: unknown): void {
  const field = findNulCharacter(value);
  if (field === null) return;
  const message = apiMessage('nul_character', { field });
  throw new AppError('invalid_data', message, { fieldIssues: { [field]: [fieldIssue(message)] } });
}

/**
 * PostgreSQL cannot store U+0000 in text and answers such a query with an error, so a NUL
 * character in the body or the query string is refused as bad input before any handler runs.
 */
export const rejectNulCharacters: RequestHandler = (req, _res, next) => {
  assertNoNulCharacter(req.body);
  assertNoNulCharacter(req.query);
  next();
};
