import { afterEach, beforeEach } from 'vitest';
import { changeLanguage } from '@/i18n';

/** The calling file's tests see the shop in Dutch (its texts and its message dictionary). */
export function inDutch(): void {
  beforeEach(async () => {
    // The api's messages in Dutch come with the switch.
    await changeLanguage('nl');
  });
  afterEach(async () => {
    await changeLanguage('en');
  });
}
