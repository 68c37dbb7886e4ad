import { describe, expect, it } from 'vitest';
import { packageOf, parseStacks, summarise } from './perf-summary';

// Two samples of `perf script -F pid,ip,sym,dso`, as an api process started with
// --perf-basic-prof gives them.
const SCRIPT = `29692 
\t         1568b7a Builtins_LoadIC_Megamorphic (/usr/bin/node)
\t    7f3678321084 JS:* file:///srv/shop/node_modules/drizzle-orm/sql/sql.js:83:36 (/tmp/perf-29692.map)
\t    7f3678321999 JS:*place file:///srv/shop/api/src/modules/orders/orders.service.ts:1:1655 (/tmp/perf-29692.map)
\t          7badaf node::InternalCallbackScope::Close (/usr/bin/node)

29692 
\t    ffffffff8a2b1 __inet_lookup_established ([kernel.kallsyms])
\t    ffffffff8a2c0 tcp_v4_rcv ([kernel.kallsyms])

29692 
\t          c4993d v8::internal::Scavenger::ScavengeObject<v8::internal::FullHeapObjectSlot> (/usr/bin/node)
\t          c4ab6f v8::internal::Heap::Scavenge (/usr/bin/node)

29692 
\t    7f3678322000 JS:*onStreamRead node:internal/stream_base_commons:168:22 (/tmp/perf-29692.map)
`;

describe('perf-summary', () => {
  it('charges each sample to the JavaScript frame nearest its leaf, by package', () => {
    const { samples, where, byPackage } = summarise(parseStacks(SCRIPT));
    expect(samples).toBe(4);
    expect(where).toEqual({ kernel: 1, node: 2, jit: 1, other: 0 });
    expect(Object.fromEntries(byPackage)).toEqual({
      'drizzle-orm': 1,
      '(no JavaScript on the stack)': 1,
      '(garbage collection)': 1,
      'node:internal/stream_base_commons': 1,
    });
  });

  it("names the shop's own files and leaves frames that are not JavaScript out", () => {
    const [first] = parseStacks(SCRIPT);
    expect(first!.map(packageOf)).toEqual([
      null,
      'drizzle-orm',
      'shop:api/src/modules/orders/orders.service.ts',
      null,
    ]);
  });
});
