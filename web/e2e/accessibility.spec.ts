import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { addToCart, DISHES, paidDeliveryThroughApi, saveDefaultAddress } from './support/checkout';
import { DEMO, signInApi } from './support/shop';

/** WCAG 2.0–2.2, levels A and AA: the rules the European Accessibility Act asks for. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Rules of those criteria that axe marks experimental and so leaves out of a run by tags; each
 * is switched on by name. label-content-name-mismatch is WCAG 2.5.3 (Label in Name, level A):
 * a control's accessible name must contain the words it shows, or speech users cannot say them.
 */
const EXPERIMENTAL_WCAG_RULES = ['label-content-name-mismatch'];

/** What a page must not have: violations axe rates serious or critical. */
const BLOCKING = new Set(['serious', 'critical']);

interface PageReport {
  page: string;
  /** Serious and critical violations, counted per element (as axe's summary does). */
  count: number;
  rules: string[];
  /** Experimental rules that did not run on the page (none, unless axe changed). */
  skipped: string[];
}

/**
 * Checks the page as it is now (after `ready` says it has loaded) and notes what axe finds.
 * Everything is collected first and asserted at the end, so one run lists every page.
 */
async function audit(page: Page, name: string, reports: PageReport[]) {
  const started = Date.now();
  // Only violations are read: asking for passes and incomplete results too makes axe describe
  // every checked element, which is most of its time on a long page.
  // `options` replaces every option set before it, so it comes first. A rule enabled by name
  // runs whatever the tags say (axe: `rules` wins over `runOnly` tags).
  const results = await new AxeBuilder({ page })
    .options({
      resultTypes: ['violations'],
      rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }])),
    })
    .withTags(WCAG_AA)
    .analyze();
  const { violations } = results;
  const ran = new Set(
    [results.passes, results.violations, results.incomplete, results.inapplicable].flatMap((list) =>
      list.map((rule) => rule.id),
    ),
  );
  const blocking = violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const report: PageReport = {
    page: name,
    count: blocking.reduce((sum, v) => sum + v.nodes.length, 0),
    rules: blocking.map(
      (v) =>
        `${v.id} ×${v.nodes.length}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    ),
    skipped: EXPERIMENTAL_WCAG_RULES.filter((id) => !ran.has(id)),
  };
  reports.push(report);
  console.log(
    `axe: ${report.count} serious/critical on ${name} (${Date.now() - started} ms)\n  ${report.rules.join('\n  ')}`,
  );
}

const HEADINGS = 'h1, h2, h3, h4, h5, h6, [role=heading]';

interface VisitOptions {
  /** Load the app afresh (after signing in through the api, which the running app cannot know). */
  reload?: boolean;
  /** What must show besides the heading before the audit (a map's labels, drawn last). */
  ready?: Locator;
}

/**
 * Opens `path` and audits it once its heading shows. Within one signed-in state it goes there
 * as a link inside the app would (the router hears a history change), so the app is not loaded
 * and started again for every page; headings on screen are marked with their text first, so the
 * audit waits for a heading that is new or says something else.
 */
async function visit(
  page: Page,
  path: string,
  heading: string | RegExp,
  reports: PageReport[],
  { reload = false, ready }: VisitOptions = {},
) {
  if (reload || !page.url().startsWith('http')) {
    await page.goto(path);
  } else {
    await page.evaluate(
      ({ to, selector }) => {
        for (const h of document.querySelectorAll(selector))
          h.setAttribute('data-seen', h.textContent ?? '');
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      },
      { to: path, selector: HEADINGS },
    );
    await page.waitForFunction(
      (selector) =>
        [...document.querySelectorAll(selector)].some(
          (h) => h.getAttribute('data-seen') !== h.textContent,
        ),
      HEADINGS,
      { timeout: 60_000 },
    );
  }
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible({
    timeout: 60_000,
  });
  if (ready) await expect(ready).toBeVisible({ timeout: 60_000 });
  await audit(page, path, reports);
}

function expectNoBlockingViolations(reports: PageReport[]) {
  const table = reports.map((r) => `${String(r.count).padStart(4)}  ${r.page}`).join('\n');
  console.log(`serious + critical axe violations per page:\n${table}`);
  expect(
    reports.filter((r) => r.skipped.length > 0).map((r) => `${r.page}: ${r.skipped.join(', ')}`),
    'experimental WCAG rules that did not run',
  ).toEqual([]);
  const failing = reports.filter((r) => r.count > 0);
  expect(
    failing.map((r) => `${r.page}\n  ${r.rules.join('\n  ')}`),
    'serious or critical WCAG 2.2 AA violations',
  ).toEqual([]);
}

// Generous: axe takes a second or two per page on an idle machine, far longer on a busy one.
const BUDGET_MS = 480_000;

test('the pages every visitor sees pass axe’s WCAG 2.2 AA checks', async ({ page }) => {
  test.setTimeout(BUDGET_MS);
  const reports: PageReport[] = [];
  await visit(page, '/', 'Italian street food, delivered hot', reports);
  await visit(page, '/menu', 'Our Menu', reports);

  await page.getByRole('button', { name: 'Customise Combo Panino' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Customise Combo Panino' })).toBeVisible();
  await audit(page, '/menu (combo dialog)', reports);
  await page.keyboard.press('Escape');

  await addToCart(page, [DISHES.rigatoni, DISHES.penne]);
  await visit(page, '/cart', /Cart/, reports);
  await visit(page, '/checkout/guest', /Checkout/, reports);
  await visit(page, '/address-validator', /./, reports);
  await visit(page, '/location', /./, reports);
  await visit(page, '/auth', /./, reports);
  await visit(page, '/about', /./, reports);
  await visit(page, '/contact', /./, reports);
  await visit(page, '/terms', /./, reports);
  await visit(page, '/merchandise', /./, reports);
  await visit(page, '/bar/bar-fiorella', /./, reports);
  await visit(page, '/scan-qr', /./, reports);

  expectNoBlockingViolations(reports);
});

test('a signed-in customer’s pages pass axe’s WCAG 2.2 AA checks', async ({ page }) => {
  test.setTimeout(BUDGET_MS);
  const reports: PageReport[] = [];
  await page.goto('/menu');
  await addToCart(page, [DISHES.rigatoni, DISHES.penne]);
  await signInApi(page.request, DEMO.customer);
  await saveDefaultAddress(page, { label: 'home', streetAddress: 'Damrak 1', zipCode: '1012 LG' });

  // Their checkout with the card form, their orders and their account.
  await visit(page, '/checkout', /./, reports, { reload: true });
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByLabel('Card number')).toBeVisible({ timeout: 30_000 });
  await audit(page, '/checkout/confirm (card form)', reports);
  await visit(page, '/customer/orders', /./, reports);
  await visit(page, '/profile', /./, reports);
  await visit(page, '/notifications', /./, reports);

  // Their order once paid: the tracking page, audited with its map and the map's labels drawn.
  const orderId = await paidDeliveryThroughApi(page.request, [DISHES.rigatoni, DISHES.penne]);
  await visit(page, `/order/${orderId}`, 'Track Order', reports, {
    ready: page.getByRole('img', { name: 'Delivery address' }),
  });

  expectNoBlockingViolations(reports);
});

test('the back office’s and the driver portal’s main screens pass axe’s WCAG 2.2 AA checks', async ({
  page,
}) => {
  test.setTimeout(BUDGET_MS);
  const reports: PageReport[] = [];
  await visit(page, '/admin/login', /./, reports);
  await visit(page, '/driver/login', /./, reports);
  await visit(page, '/driver/register', /./, reports);

  const res = await page.request.post('/api/admin/login', { data: DEMO.admin });
  expect(res.ok()).toBe(true);
  await visit(page, '/admin', /./, reports, { reload: true });
  await visit(page, '/admin/orders', /Orders/, reports);
  await visit(page, '/admin/dispatch', /./, reports);
  // The demo delivery out with its driver, as staff open it: the tracking page with the
  // driver's marker, their card and the delivery code.
  const dispatch = (await (await page.request.get('/api/admin/dispatch')).json()) as {
    orders: { id: number; state: string }[];
  };
  const onItsWay = dispatch.orders.find((o) => o.state === 'in_transit');
  expect(onItsWay, 'a demo order out for delivery').toBeDefined();
  await visit(page, `/order/${onItsWay!.id}`, 'Track Order', reports, {
    ready: page.getByRole('img', { name: /^Driver / }),
  });
  await visit(page, '/admin/menu', /./, reports);
  await visit(page, '/admin/store-settings', /./, reports);

  const driver = await page.request.post('/api/driver/login', { data: DEMO.driver });
  expect(driver.ok()).toBe(true);
  await visit(page, '/driverdashboardnow', /./, reports, { reload: true });
  await visit(page, '/driver/earnings', /./, reports);

  expectNoBlockingViolations(reports);
});
