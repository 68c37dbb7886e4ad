import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_MESSAGE_CODES } from './api-messages';
import {
  VALIDATION_CODES,
  VALIDATION_MESSAGES,
  validationCodeOf,
  vm,
  type ValidationCode,
} from './validation-messages';
import { LoginInput, RegisterForm } from '../auth/user.schema';
import { MenuItemInput } from '../catalogue-admin/catalogue-admin.schema';
import '../index';

const SRC = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the catalogue of validation messages', () => {
  it('names every message by a snake_case code that no api message uses', () => {
    for (const code of VALIDATION_CODES) expect(code).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
    const api = new Set<string>(API_MESSAGE_CODES);
    expect(VALIDATION_CODES.filter((code) => api.has(code))).toEqual([]);
  });

  it('gives two codes never the same English, so a text leads back to one code', () => {
    const texts = Object.values(VALIDATION_MESSAGES).filter((t) => typeof t === 'string');
    expect(new Set(texts).size).toBe(texts.length);
    // Every schema has been built (../index): none wrote the English of another code.
    for (const code of VALIDATION_CODES) {
      const entry = VALIDATION_MESSAGES[code];
      if (typeof entry === 'string') expect(validationCodeOf(entry)).toEqual({ code });
    }
  });

  it('leads a schema’s message back to its code, and its values', () => {
    const login = LoginInput.safeParse({ username: 'ab', password: 'secret' });
    const message = login.error!.issues[0]!.message;
    expect(message).toBe('Username must be at least 3 characters');
    expect(validationCodeOf(message)).toEqual({ code: 'username_too_short' });

    const form = RegisterForm.safeParse({
      username: 'anna',
      password: 'secret',
      confirmPassword: 'other',
    });
    expect(validationCodeOf(form.error!.issues[0]!.message)).toEqual({
      code: 'passwords_do_not_match',
    });

    const item = MenuItemInput.safeParse({ name: ' ', tags: [''] });
    const byPath = new Map(item.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byPath.get('name')).toBe('Name is required');
    expect(validationCodeOf(byPath.get('name')!)).toEqual({
      code: 'field_required',
      params: { field: 'name' },
    });
    expect(validationCodeOf(byPath.get('tags.0')!)).toEqual({
      code: 'field_required',
      params: { field: 'tag' },
    });
  });

  it('knows zod’s own wording as none of its codes', () => {
    expect(validationCodeOf('Invalid input: expected string, received number')).toBeUndefined();
  });

  it('remembers the English of a text with values as it writes it', () => {
    expect(vm('at_most_characters', { max: 20 })).toBe('At most 20 characters');
    expect(validationCodeOf('At most 20 characters')).toEqual({
      code: 'at_most_characters',
      params: { max: 20 },
    });
  });

  it('is where every shared schema takes its sentences from', () => {
    // A literal sentence as a check's message, an `error` or a `message` would be shown to Dutch
    // visitors in English: schemas write vm('code') instead.
    const literal =
      /\b(error|message):\s*['"`][A-Za-z]|\.(min|max|int|positive|nonnegative|regex|refine|email|length|url|uuid)\((?:[^()]|\([^()]*\))*,\s*['"`][A-Za-z]|\.(int|positive|nonnegative|email)\(\s*['"`][A-Za-z]/;
    // Not validation: the ordering switches' banners (content/ordering-status.ts, in the first
    // load and mirrored by the api's catalogue) and the catalogues themselves.
    const skip = new Set(['content/ordering-status.ts', 'errors/api-messages.ts']);
    const offenders: string[] = [];
    for (const file of sources(SRC)) {
      const name = relative(SRC, file);
      if (skip.has(name) || name === 'errors/validation-messages.ts') continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (literal.test(line)) offenders.push(`${name}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(offenders).toEqual([]);
  });
});

/** Never run: `npm run typecheck` reads it. A code's params are typed, and so are its codes. */
export function typeChecks(): ValidationCode[] {
  // @ts-expect-error field_required needs the field it names
  vm('field_required');
  // @ts-expect-error a plain code takes no params
  vm('username_required', { field: 'name' });
  // @ts-expect-error not a code of the catalogue
  return ['username_required', 'no_such_code'];
}
