import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

/** The module-wall errors ESLint reports for `source` placed at `file` (relative to the root). */
async function wallErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the module walls (eslint.config.js)', () => {
  it("refuses a module's file imported by another module", async () => {
    const errors = await wallErrors(
      'api/src/modules/push/probe.ts',
      "import { OrderMoves } from '../orders/order-moves';\nexport const moves = OrderMoves;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('through its index');
  });

  it("refuses another module's tables, from a test too", async () => {
    const errors = await wallErrors(
      'api/src/modules/push/probe.test.ts',
      "import { orders } from '../orders/orders.tables';\nexport const table = orders;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it("allows the other module's index and the module's own files", async () => {
    const errors = await wallErrors(
      'api/src/modules/push/probe.ts',
      [
        "import { OrderMoves } from '../orders';",
        "import { TrackingLinks } from '../orders/index.js';",
        "import { PushSubscriptions } from './push.service';",
        'export const used = [OrderMoves, TrackingLinks, PushSubscriptions];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it("lets a tables file name another module's table for a foreign key", async () => {
    const errors = await wallErrors(
      'api/src/modules/push/push.tables.ts',
      "import { users } from '../auth/auth.tables';\nexport const owner = users;\n",
    );
    expect(errors).toEqual([]);
  });
});
