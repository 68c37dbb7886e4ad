import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from '@playwright/test';
import { FakeStripe } from '../../../api/test/fake-stripe';
import { freePort } from '../../../infra/testing/services';
import { StripeWebhookSender } from '../../../infra/testing/stripe-webhooks';
import { STRIPE_JS } from './stripe-js-standin';

const API_MAIN = fileURLToPath(new URL('../../../api/dist/main.js', import.meta.url));

/**
 * The built shop in Stripe mode, beside the test-mode shop the other tests share: its own api
 * process (embedded, demo data in a folder of its own) with test keys and STRIPE_API_URL on the
 * Stripe stand-in (api/test/fake-stripe.ts), whose events reach the shop's webhook signed as
 * Stripe signs them (infra/testing/stripe-webhooks.ts). Browsers get Stripe.js and Stripe's API
 * from the stand-in too (serveStripeTo).
 */
export class StripeShop {
  readonly fake = new FakeStripe();
  private readonly secret = `whsec_e2e_${randomBytes(12).toString('hex')}`;
  private readonly dir = mkdtempSync(join(tmpdir(), 'shop-e2e-stripe-'));
  private sender: StripeWebhookSender | null = null;
  private process: ChildProcess | null = null;
  private stderr = '';
  baseURL = '';

  async start(): Promise<this> {
    await this.fake.start();
    const port = await freePort();
    this.baseURL = `http://localhost:${port}`;
    this.sender = new StripeWebhookSender({
      endpoint: `${this.baseURL}/api/payment/webhook`,
      secret: this.secret,
    });
    this.fake.onEvent((_type, body) => this.sender?.send(body));
    this.process = spawn(process.execPath, [API_MAIN], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: join(this.dir, 'data'),
        MAIL_DIR: join(this.dir, 'mail'),
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        ALLOWED_ORIGINS: `${this.baseURL},http://127.0.0.1:${port}`,
        STRIPE_SECRET_KEY: 'sk_test_e2e_standin',
        STRIPE_WEBHOOK_SECRET: this.secret,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_standin',
        STRIPE_API_URL: this.fake.baseUrl,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    this.process.stderr?.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-4000);
    });
    await this.healthy();
    return this;
  }

  private async healthy(): Promise<void> {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (this.process?.exitCode !== null) break;
      const ok = await fetch(`${this.baseURL}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`the Stripe-mode shop did not start:\n${this.stderr}`);
  }

  /**
   * Stripe.js and Stripe's API, for the shop's pages in `context`, from the stand-in: the
   * browser asks js.stripe.com and api.stripe.com as always (the shop's Content-Security-Policy
   * allows them) and the answers come from the fake.
   */
  async serveStripeTo(context: BrowserContext): Promise<void> {
    await context.route('https://js.stripe.com/**', (route) =>
      route.fulfill({ contentType: 'application/javascript', body: STRIPE_JS }),
    );
    await context.route('https://api.stripe.com/**', async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({
        url: `${this.fake.baseUrl}${url.pathname}${url.search}`,
      });
      await route.fulfill({ response });
    });
  }

  /** True once every event Stripe sent has reached the shop's webhook. */
  async webhooksDelivered(ms = 20_000): Promise<boolean> {
    const deadline = Date.now() + ms;
    while ((this.sender?.pending ?? 0) > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    return (this.sender?.pending ?? 0) === 0;
  }

  async stop(): Promise<void> {
    await this.sender?.stop();
    if (this.process && this.process.exitCode === null) {
      const exited = new Promise((resolve) => this.process!.once('exit', resolve));
      this.process.kill('SIGTERM');
      await exited;
    }
    await this.fake.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
