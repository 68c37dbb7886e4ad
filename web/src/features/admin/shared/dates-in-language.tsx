import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/nl';
import { currentLanguage } from '@/i18n';

/**
 * The back office's date pickers name months and weekdays in its language ('november', 'ma')
 * and start the week on Monday, as Amsterdam's calendars do.
 */
export function DatesInLanguage({ children }: { children: ReactNode }) {
  // Re-renders the pickers when the language changes.
  useTranslation('admin');
  return (
    <DatesProvider settings={{ locale: currentLanguage(), firstDayOfWeek: 1 }}>
      {children}
    </DatesProvider>
  );
}
