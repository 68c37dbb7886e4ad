import { vi } from 'vitest';

/**
 * Projects that share one worker between test files (isolate: false in vitest.config.ts and
 * web/vitest.config.ts; docs/decisions/0047-test-speed.md) run this before each file, so that it
 * starts as in a fresh worker: the repository's own modules are evaluated anew (module state and
 * `vi.mock` start clean; packages under node_modules stay loaded, which is the time saved), with
 * real timers and no stubbed globals or environment variables.
 */
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.resetModules();
