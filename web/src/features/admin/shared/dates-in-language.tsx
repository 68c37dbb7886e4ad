import type { ReactNode } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/nl';

/**
 * The back office's date pickers name months and weekdays in its language ('november', 'ma')
 * and start the week on Monday, as Amsterdam's calendars do.
 */
export function DatesInLanguage({ children }: { children: ReactNode }) {
  // Re-renders the pickers when the language changes.
  const language = useLanguage();
  return (
    <DatesProvider settings={{ locale: language, firstDayOfWeek: 1 }}>{children}</DatesProvider>
  );
}
