import { expect, test } from './support/test';
import { DEMO, signInThroughForm, uniqueName } from './support/shop';

test('a new customer registers, signs out and signs in again', async ({ page }) => {
  const username = uniqueName('anna');
  await page.goto('/auth/register');
  const form = page.getByRole('tabpanel', { name: 'Register' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Email').fill(`${username}@example.com`);
  await form.getByLabel('Password', { exact: true }).fill('secret123');
  await form.getByLabel('Confirm Password').fill('secret124');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText("Passwords don't match")).toBeVisible();

  await form.getByLabel('Confirm Password').fill('secret123');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration successful')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: /^Account menu, / }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Logout successful')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

  await signInThroughForm(page, username, 'wrong-password');
  await expect(
    page.getByText('Username or password not recognized. Please try again.'),
  ).toBeVisible();
  await signInThroughForm(page, username, 'secret123');
  await expect(page.getByText(`Welcome back, ${username}!`)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

for (const [role, path] of [
  ['staff', /\/admin$/],
  ['admin', /\/admin$/],
  ['driver', /\/driverdashboardnow$/],
] as const) {
  test(`signing in as ${role} leads to the ${role === 'driver' ? 'driver portal' : 'back office'}`, async ({
    page,
  }) => {
    await signInThroughForm(page, DEMO[role].username, DEMO[role].password);
    await expect(page).toHaveURL(path);
  });
}
