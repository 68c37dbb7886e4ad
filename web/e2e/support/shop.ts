import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The demo accounts `make start` seeds (api/src/seed/accounts.ts). */
export const DEMO = {
  customer: { username: 'giulia', password: 'pizza1234' },
  staff: { username: 'marco', password: 'kitchen1234' },
  admin: { username: 'admin', password: 'admin1234' },
  driver: { username: 'luca', password: 'bike1234' },
} as const;

/** A username no other test uses, so tests do not depend on each other. */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** Signs in through the customer form on /auth. */
export async function signInThroughForm(page: Page, username: string, password: string) {
  await page.goto('/auth');
  const form = page.getByRole('tabpanel', { name: 'Login' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

/** Signs a request context in as a demo account (api only, no page). */
export async function signInApi(
  request: APIRequestContext,
  account: { username: string; password: string },
) {
  const res = await request.post('/api/login', { data: account });
  expect(res.status()).toBe(200);
}

/** The .eml files the embedded shop wrote, as raw text. */
export function sentMails(): string[] {
  const dir = join(process.env.E2E_DIR!, 'mail');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.map((f) => readFileSync(join(dir, f), 'utf8'));
}

/** The subject line of a raw e-mail (unfolded). */
export function subjectOf(raw: string): string {
  const match = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw);
  return (match?.[1] ?? '').replace(/\r?\n[ \t]/g, ' ');
}
