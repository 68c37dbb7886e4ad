import { afterEach, beforeEach } from 'vitest';
import { i18n } from '@/i18n';
import { loadMessages } from '@/i18n/messages';

/** The calling file's tests see the shop in Dutch (its texts and its message dictionary). */
export function inDutch(): void {
  beforeEach(async () => {
    await i18n.changeLanguage('nl');
    await loadMessages('nl');
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });
}
