import { expect, test } from './support/test';
import { gotoLive, setMerchandiseOrdering, staffContext } from './support/merchandise';

test('switching merchandise off shows the banner on an open merchandise page', async ({
  page,
  browser,
}) => {
  const staff = await staffContext(browser);
  try {
    await gotoLive(page, '/merchandise');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByText('Merchandise ordering is currently unavailable')).toHaveCount(0);

    await setMerchandiseOrdering(staff, false);

    await expect(page.getByRole('alert')).toContainText(
      'Merchandise ordering is currently unavailable',
    );
  } finally {
    await setMerchandiseOrdering(staff, true);
    await staff.close();
  }
});
