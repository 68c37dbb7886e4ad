import { runEmailTexts } from './texts';

/** vitest's global setup: the e-mails' compiled texts exist before any test imports them. */
export default async function setup(): Promise<void> {
  await runEmailTexts();
}
