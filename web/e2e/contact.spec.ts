import { expect, test } from './support/test';
import { sentMails, subjectOf, uniqueName } from './support/shop';

test('a contact message is sent and arrives as one e-mail to the shop', async ({ page }) => {
  const lastName = uniqueName('Rossi');
  await page.goto('/contact');
  await page.getByLabel('First name').fill('Marta');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByRole('textbox', { name: 'Email' }).fill('marta@example.com');
  await page.getByRole('textbox', { name: 'Message' }).fill('Short');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.getByText('Please enter a detailed message of at least 10 characters'),
  ).toBeVisible();

  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('Could you deliver lunch for twelve people on Friday?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent')).toBeVisible();
  await expect(
    page.getByText('We have received your message and will get back to you as soon as possible!'),
  ).toBeVisible();

  const subject = `New contact message from Marta ${lastName}`;
  await expect.poll(() => sentMails().filter((m) => subjectOf(m) === subject).length).toBe(1);
  const mail = sentMails().find((m) => subjectOf(m) === subject)!;
  expect(mail).toMatch(/^Reply-To: .*marta@example\.com/m);
  // A moment later there is still exactly one.
  await page.waitForTimeout(1000);
  expect(sentMails().filter((m) => subjectOf(m) === subject)).toHaveLength(1);
});
