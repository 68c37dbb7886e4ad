import { useTranslation } from '@/i18n/react';

/** The page sizes a back-office list offers: its orders, customers and audit log. */
export const PAGE_SIZES = [20, 50, 100];

/**
 * A paged table's own words in the back office's language: mantine-datatable writes 'Records
 * per page', 'Previous page' and 'Next page' in English unless told otherwise.
 */
export function usePaginationTexts() {
  const { t } = useTranslation('admin');
  return {
    recordsPerPageLabel: t('catalogue.recordsPerPage'),
    getPaginationControlProps: (control: 'first' | 'last' | 'previous' | 'next') =>
      control === 'previous'
        ? { 'aria-label': t('catalogue.previousPage') }
        : control === 'next'
          ? { 'aria-label': t('catalogue.nextPage') }
          : {},
  };
}
