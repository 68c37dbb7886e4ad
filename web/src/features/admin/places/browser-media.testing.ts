import { vi } from 'vitest';

/**
 * jsdom's stand-in matchMedia matches nothing, not even the empty query, which browsers match
 * always; mantine-datatable asks for '' before drawing each cell, so tables render empty.
 */
export function matchEmptyMediaQuery() {
  const original = window.matchMedia;
  vi.stubGlobal('matchMedia', (query: string) => {
    const list = original(query);
    return query.trim() === '' ? { ...list, matches: true } : list;
  });
}
