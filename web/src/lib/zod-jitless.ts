import { config } from 'zod/v4/core';

/**
 * The shop's Content-Security-Policy has no 'unsafe-eval'. Zod compiles a faster object parser
 * with `new Function` and probes for it first; under the policy the probe is refused and every
 * page reports a violation. Without the compiled parser every schema parses the same way.
 * It must run before any schema is built: main.tsx loads the app only after it.
 */
config({ jitless: true });
