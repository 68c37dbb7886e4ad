import { expect, test } from './support/test';
import { DEMO, signInThroughForm } from './support/shop';

test('signed-out visitors are sent to the matching login page', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/driver/orders');
  await expect(page).toHaveURL(/\/driver\/login$/);
});

test('after signing in, the page asked for first opens', async ({ page }) => {
  await page.goto('/customer/orders');
  await expect(page).toHaveURL(/\/auth$/);
  const form = page.getByRole('tabpanel', { name: 'Login' });
  await form.getByLabel('Username').fill(DEMO.customer.username);
  await form.getByLabel('Password', { exact: true }).fill(DEMO.customer.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/customer\/orders$/);
});

test('a customer opening the back office sees Access Denied with the roles of that section', async ({
  page,
}) => {
  await signInThroughForm(page, DEMO.customer.username, DEMO.customer.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/zones');
  await expect(page.getByText('You do not have permission to access this page.')).toBeVisible();
  await expect(page.getByText('Your role: customer')).toBeVisible();
  await expect(page.getByText('Required role: admin', { exact: true })).toBeVisible();
  await page.goto('/admin/orders');
  await expect(page.getByText('Required roles: admin, staff')).toBeVisible();
});

test('staff are kept out of admin-only screens', async ({ page }) => {
  await signInThroughForm(page, DEMO.staff.username, DEMO.staff.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/zones');
  await expect(page.getByText('You do not have permission to access this page.')).toBeVisible();
  await expect(page.getByText('Your role: staff')).toBeVisible();
  await expect(page.getByText('Required role: admin', { exact: true })).toBeVisible();
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
});
