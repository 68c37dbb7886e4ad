import { expect, it } from 'vitest';

it('turns off compiled parsers in zod loaded after it, without loading zod itself', async () => {
  await import('./zod-jitless');
  const { config } = await import('zod/v4/core');
  expect(config().jitless).toBe(true);
});
