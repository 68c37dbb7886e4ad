import { useSyncExternalStore } from 'react';
import type { Language } from '@shop/contracts';
import { currentLanguage, subscribeToLanguage } from './language';

/**
 * The shop's language; the component re-renders when it changes. A component that shows
 * message functions' texts (`m.shop_home_viewMenu()`) calls it, so its texts follow a switch.
 */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeToLanguage, currentLanguage, currentLanguage);
}
