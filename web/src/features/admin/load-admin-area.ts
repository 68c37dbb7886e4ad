import type { ComponentType } from 'react';

interface AdminModule {
  default: ComponentType;
}

/** Marks a failure to fetch the admin bundle, as opposed to an error inside the admin pages. */
export class AdminLoadError extends Error {
  constructor(cause: unknown) {
    super('The admin panel could not be loaded', { cause });
    this.name = 'AdminLoadError';
  }
}

let loading: Promise<AdminModule> | null = null;

/** Fetches the admin bundle once; a failed fetch may be tried again later. */
export function loadAdminArea(): Promise<AdminModule> {
  // The back office's texts are in its code (Paraglide's messages, each section's with its chunk).
  loading ??= import('./admin-app').then(
    (module) => module,
    (error: unknown) => {
      loading = null;
      throw new AdminLoadError(error);
    },
  );
  return loading;
}

/** For hover on admin links: start the download before the click. */
export function preloadAdminArea(): void {
  loadAdminArea().catch(() => {
    // The click will try again and show the load error if it still fails.
  });
}
