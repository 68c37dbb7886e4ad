import type { $ZodConfig } from 'zod/v4/core';

declare global {
  var __zod_globalConfig: $ZodConfig | undefined;
}

/**
 * The shop's Content-Security-Policy has no 'unsafe-eval'. Zod compiles a faster object parser
 * with `new Function` and probes for it first; under the policy the probe is refused and every
 * page reports a violation. Without the compiled parser every schema parses the same way.
 * It must run before any schema is built: main.tsx loads the app only after it.
 *
 * Zod keeps its settings on this global and only creates it when it is absent
 * (zod/v4/core/core.js), so the setting is made without loading zod itself: the code that
 * loads zod, and whatever the bundler puts beside it, runs after this.
 */
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
