import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { useEffect } from 'react';

export const TITLE_FLASH_MS = 1000;

/** '(1) New order', '(3) New orders'. */
export const newOrdersTitle = (count: number) => m.adminKitchen_newOrders({ count });

/**
 * While orders wait, the tab's title alternates between '(n) New order' and the page's own
 * title every second, so a kitchen sees it from another tab; the title comes back after.
 */
export function useTitleFlash(waitingCount: number): void {
  const language = useLanguage();
  useEffect(() => {
    if (waitingCount === 0) return;
    const original = document.title;
    const flash = newOrdersTitle(waitingCount);
    document.title = flash;
    const timer = setInterval(() => {
      document.title = document.title === flash ? original : flash;
    }, TITLE_FLASH_MS);
    return () => {
      clearInterval(timer);
      document.title = original;
    };
  }, [waitingCount, language]);
}
