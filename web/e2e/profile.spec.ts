import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { expect, test } from './support/test';
import { signInThroughForm, uniqueName } from './support/shop';

test('a customer changes their photo, downloads their data and deletes their account', async ({
  page,
}) => {
  const username = uniqueName('paola');
  const password = 'secret123';
  const registered = await page.request.post('/api/register', {
    data: { username, password, email: `${username}@example.com` },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  const avatar = page.getByRole('button', { name: /^Account menu, / });
  await expect(avatar.locator('img')).toHaveCount(0);

  const photo = await sharp({
    create: { width: 600, height: 400, channels: 3, background: '#2e7d32' },
  })
    .png()
    .toBuffer();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
  const crop = page.getByRole('dialog', { name: 'Crop your photo' });
  await expect(crop).toBeVisible();
  await crop.getByRole('button', { name: 'Save photo' }).click();
  await expect(page.getByText('Profile image saved')).toBeVisible();
  await expect(avatar.locator('img')).toHaveAttribute(
    'src',
    /^\/media\/avatar\/[0-9a-f]{32}\.webp$/,
  );

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^italieno-my-data-.+\.json$/);
  const data = JSON.parse(await readFile((await file.path())!, 'utf8'));
  expect(data.account).toMatchObject({ username, hasProfileImage: true });

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account' });
  await expect(confirm.getByText('This cannot be undone')).toBeVisible();
  await confirm.getByLabel('Your password').fill('not-my-password');
  await confirm.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(confirm.getByText('Your password is not correct')).toBeVisible();
  await confirm.getByLabel('Your password').fill(password);
  await confirm.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: /^Account menu, / })).toHaveCount(0);

  await signInThroughForm(page, username, password);
  await expect(
    page.getByText('Username or password not recognized. Please try again.'),
  ).toBeVisible();
});
