import { expect, test } from './support/test';
import { fillDriverDetails, signAgreement } from './support/drivers';
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

  await fillDriverDetails(page, {
    fullName: 'Sofia Rossi',
    email,
    username,
    password: 'pedal-power-1',
    phone: '+31 6 5555 0000',
  });
  await page.getByRole('button', { name: 'Sign and register' }).click();
  await expect(page.getByText('Please sign the agreement in the signature box')).toBeVisible();
  await signAgreement(page);

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
