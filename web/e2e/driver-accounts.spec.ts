import { expect, test } from './support/test';
import { DEMO, sentMails, signInApi, subjectOf, uniqueName } from './support/shop';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** The text part of a raw e-mail with quoted-printable soft breaks and escapes undone. */
function decodedText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

test('a driver registers on a phone, signs the agreement, is activated and resets the password', async ({
  page,
  request,
}) => {
  const username = uniqueName('rider');
  const email = `${username}@example.com`;

  await page.goto('/driver/register');
  await page.getByLabel('Full name', { exact: true }).fill('Sofia Rossi');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username').fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill('pedal-power-1');
  await page.getByLabel('Phone').fill('+31 6 5555 0000');
  await page.getByRole('button', { name: 'Next: the agreement' }).click();

  await expect(
    page.getByRole('heading', { name: 'Italieno Delivery Partner Agreement' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Sign and register' }).click();
  await expect(page.getByText('Please sign the agreement in the signature box')).toBeVisible();

  for (const label of [
    'I have read the delivery partner agreement and agree to its terms.',
    'I will follow the Dutch traffic rules and the safety rules in section 4.',
    'I will carry food according to the hygiene rules in section 5.',
    'I understand my location is tracked only while I am online or on a job.',
    'My vehicle is roadworthy and, if motorised, licensed and insured.',
    'I have read and accept the driver agreement',
  ]) {
    await page.getByLabel(label).check();
  }
  const pad = page.getByRole('img', { name: 'Signature pad' });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 120);
  await page.mouse.down();
  for (const [x, y] of [
    [50, 40],
    [80, 130],
    [120, 50],
    [160, 110],
    [220, 70],
  ] as const) {
    await page.mouse.move(box.x + x, box.y + y, { steps: 5 });
  }
  await page.mouse.up();
  await page.getByRole('button', { name: 'Sign and register' }).click();

  await expect(page.getByText('Registration successful')).toBeVisible();
  await expect(page).toHaveURL(/\/driverdashboardnow$/);

  await page.goto('/driver/agreement');
  await expect(page.getByText('Signed by Sofia Rossi')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your signature' })).toBeVisible();

  // The admin sees the evidence and activates the new driver.
  await signInApi(request, DEMO.admin);
  const list = await request.get('/api/admin/drivers');
  const listed = (
    (await list.json()) as {
      drivers: {
        id: number;
        username: string;
        agreement: { signatureSvg: string; userAgent: string };
      }[];
    }
  ).drivers.find((d) => d.username === username)!;
  expect(listed.agreement.signatureSvg).toMatch(/^<svg [^>]*><g [^>]*><path d="M[\d. ]+ L/);
  expect(listed.agreement.userAgent).toContain('Chrome');
  const activated = await request.patch(`/api/admin/drivers/${listed.id}`, {
    data: { isActive: true },
  });
  expect(activated.status()).toBe(200);

  // Forgotten password: the e-mailed link works once.
  await page.context().clearCookies();
  await page.goto('/driver/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If a driver account uses this email address/)).toBeVisible();

  const ours = () =>
    sentMails()
      .filter((m) => subjectOf(m) === 'Reset your Italieno driver password')
      .map(decodedText)
      .filter((m) => m.includes(email));
  await expect.poll(() => ours().length).toBe(1);
  const link = /https?:\/\/[^\s"]+\/driver\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(
    ours()[0]!,
  )![0];
  const path = new URL(link).pathname + new URL(link).search;

  await page.goto(path);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('new-pedals-2');
  await page.getByRole('textbox', { name: 'Repeat new password' }).fill('new-pedals-2');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(page).toHaveURL(/\/driver\/login$/);

  await page.goto(path);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('third-try-3');
  await page.getByRole('textbox', { name: 'Repeat new password' }).fill('third-try-3');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/This reset link has already been used/)).toBeVisible();

  await page.goto('/driver/login');
  await page.getByLabel('Username').fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill('new-pedals-2');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/driverdashboardnow$/);

  await page.goto('/driver/profile');
  await page.getByLabel('License plate').fill('F-123-XY');
  await page.getByText('Scooter').click();
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
});
