import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';

/** The page sizes a back-office list offers: its orders, customers and audit log. */
export const PAGE_SIZES = [20, 50, 100];

/**
 * A paged table's own words in the back office's language: mantine-datatable writes 'Records
 * per page', 'Previous page' and 'Next page' in English unless told otherwise.
 */
export function usePaginationTexts() {
  useLanguage();
  return {
    recordsPerPageLabel: m.adminShared_pagination_recordsPerPage(),
    getPaginationControlProps: (control: 'first' | 'last' | 'previous' | 'next') =>
      control === 'previous'
        ? { 'aria-label': m.adminShared_pagination_previousPage() }
        : control === 'next'
          ? { 'aria-label': m.adminShared_pagination_nextPage() }
          : {},
  };
}
