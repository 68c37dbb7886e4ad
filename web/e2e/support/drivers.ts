import type { Page } from '@playwright/test';
import { expect } from './test';

/** Every box the driver agreement asks the new driver to tick. */
const AGREEMENT_BOXES = [
  'I have read the delivery partner agreement and agree to its terms.',
  'I will follow the Dutch traffic rules and the safety rules in section 4.',
  'I will carry food according to the hygiene rules in section 5.',
  'I understand my location is tracked only while I am online or on a job.',
  'My vehicle is roadworthy and, if motorised, licensed and insured.',
  'I have read and accept the driver agreement',
] as const;

/** Draws a scribble on the agreement's signature pad with the mouse. */
export async function drawSignature(page: Page) {
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
}

export interface NewDriver {
  fullName: string;
  username: string;
  email: string;
  password: string;
  phone: string;
}

/** Fills in /driver/register's details step and goes on to the agreement. */
export async function fillDriverDetails(page: Page, driver: NewDriver) {
  await page.goto('/driver/register');
  await page.getByLabel('Full name', { exact: true }).fill(driver.fullName);
  await page.getByLabel('Email').fill(driver.email);
  await page.getByLabel('Username').fill(driver.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(driver.password);
  await page.getByLabel('Phone').fill(driver.phone);
  await page.getByRole('button', { name: 'Next: the agreement' }).click();
  await expect(
    page.getByRole('heading', { name: 'Italieno Delivery Partner Agreement' }),
  ).toBeVisible();
}

/** Ticks every box and signs, then waits for the automatic login on the dashboard. */
export async function signAgreement(page: Page) {
  for (const label of AGREEMENT_BOXES) await page.getByLabel(label).check();
  await drawSignature(page);
  await page.getByRole('button', { name: 'Sign and register' }).click();
  await expect(page.getByText('Registration successful')).toBeVisible();
  await expect(page).toHaveURL(/\/driverdashboardnow$/);
}
