import { expect, test } from './support/test';
import { DEMO, signInApi } from './support/shop';

test('staff switching food ordering off changes the banner on an open page without reload', async ({
  page,
  playwright,
  baseURL,
}) => {
  const staff = await playwright.request.newContext({ baseURL });
  await signInApi(staff, DEMO.staff);
  try {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'Italian street food, delivered hot' }),
    ).toBeVisible();
    await expect(
      page.getByText('Food ordering and delivery is currently unavailable.'),
    ).toHaveCount(0);
    // The page opens its live connection a second after it knows who is looking.
    await page.waitForTimeout(1500);

    const res = await staff.put('/api/admin/ordering-status', {
      data: { foodOrderingEnabled: false },
    });
    expect(res.status()).toBe(200);
    await expect(
      page.getByText('Food ordering and delivery is currently unavailable.'),
    ).toBeVisible({
      timeout: 3000,
    });

    await staff.put('/api/admin/ordering-status', { data: { foodOrderingEnabled: true } });
    await expect(
      page.getByText('Food ordering and delivery is currently unavailable.'),
    ).toHaveCount(0);
  } finally {
    await staff.put('/api/admin/ordering-status', { data: { foodOrderingEnabled: true } });
    await staff.dispose();
  }
});
