import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The rules that fired on `text` as if it were the file at `path`. */
async function rulesFired(path: string, text: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(text, { filePath: resolve(root, path) });
  return result!.messages.map((message) => message.ruleId);
}

const WALL = '@typescript-eslint/no-restricted-imports';

describe("the web features' walls (eslint.config.js)", () => {
  // Reading the config and its plugins takes seconds on a busy machine: once, before the tests.
  beforeAll(() => eslint.calculateConfigForFile(resolve(root, 'web/src/main.tsx')), 60_000);

  it('refuses a file inside another feature', async () => {
    const text =
      "import { cartStore } from '@/features/cart/cart-store';\nexport const store = cartStore;\n";
    expect(await rulesFired('web/src/features/menu/new-part.ts', text)).toEqual([WALL]);
    expect(await rulesFired('web/src/components/layouts/new-part.ts', text)).toEqual([WALL]);
  });

  it("lets a feature use another's public entries and its own files", async () => {
    const text = [
      "import { cartStore } from '@/features/cart';",
      "import { ComboCustomiser } from '@/features/combo/lazy';",
      "import { menuQuery } from '@/features/menu/api';",
      'export const parts = [cartStore, ComboCustomiser, menuQuery];',
      '',
    ].join('\n');
    expect(await rulesFired('web/src/features/menu/new-part.ts', text)).toEqual([]);
  });

  it("keeps the web's other import rules beside the walls", async () => {
    const text = "import dayjs from 'dayjs';\nexport const now = dayjs;\n";
    expect(await rulesFired('web/src/features/menu/new-part.ts', text)).toEqual([
      'no-restricted-imports',
    ]);
  });
});
