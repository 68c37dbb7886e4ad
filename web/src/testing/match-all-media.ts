import { vi } from 'vitest';

/**
 * jsdom's stand-in for matchMedia says no to every query; a browser says yes to the empty query.
 * mantine-datatable asks the empty query for columns without a `visibleMediaQuery` and hides
 * them all otherwise, so its tables need the browser's answer.
 */
export function matchEmptyMediaQuery(): void {
  const original = window.matchMedia.bind(window);
  vi.stubGlobal('matchMedia', (query: string) => {
    const list = original(query);
    return query.trim() === '' ? { ...list, matches: true } : list;
  });
}
