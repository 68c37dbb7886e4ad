import { rmSync } from 'node:fs';

/** Removes the shop's temporary data and mail folders after the run. */
export default function globalTeardown() {
  if (process.env.E2E_DIR) rmSync(process.env.E2E_DIR, { recursive: true, force: true });
}
