import { describe, expect, it, vi } from 'vitest';
import { loadAdminArea, preloadAdminArea } from './load-admin-area';

vi.mock('./admin-app', () => ({ default: () => null }));

describe('back-office download', () => {
  it('is one download, however often the link is hovered before the click', async () => {
    preloadAdminArea();
    const first = loadAdminArea();
    preloadAdminArea();
    expect(loadAdminArea()).toBe(first);
    await expect(first).resolves.toHaveProperty('default');
  });
});
