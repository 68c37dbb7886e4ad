import { type RefObject, useEffect } from 'react';
import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';

/** mantine-datatable's sort icons, by the class names it gives each state. */
const SORT_ICONS = [
  {
    selector: '.mantine-datatable-header-cell-sortable-unsorted-icon',
    words: m.adminShared_table_notSorted,
  },
  {
    selector:
      '.mantine-datatable-header-cell-sortable-icon.mantine-datatable-header-cell-sortable-icon-reversed',
    words: m.adminShared_table_sortedDescending,
  },
  {
    selector:
      '.mantine-datatable-header-cell-sortable-icon:not(.mantine-datatable-header-cell-sortable-icon-reversed)',
    words: m.adminShared_table_sortedAscending,
  },
] as const;

/**
 * The back office's tables tell a screen reader a column's sort state in the back office's
 * language. mantine-datatable writes it in English ("Not sorted", "Sorted ascending") on its
 * sort icons and has no option for it, so the words are put in place on the icons under
 * `container` whenever the tables render them, and again when the language changes.
 */
export function useTableSortWords(container: RefObject<HTMLElement | null>): void {
  const language = useLanguage();
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const translate = () => {
      for (const { selector, words: say } of SORT_ICONS) {
        const words = say({}, { locale: language });
        for (const icon of root.querySelectorAll(selector)) {
          if (icon.getAttribute('aria-label') !== words) icon.setAttribute('aria-label', words);
        }
      }
    };
    translate();
    const observer = new MutationObserver(translate);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-label', 'class'],
    });
    return () => observer.disconnect();
  }, [container, language]);
}
