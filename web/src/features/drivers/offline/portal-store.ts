import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { DriverJobs, LocationMessage, User } from '@shop/contracts';

/**
 * What the driver portal keeps on the phone so that it survives a reload or the browser killing
 * the page without a network (a tunnel, a dead zone): the signed-in driver, their jobs as last
 * read (the current job's address, items, the customer's phone and the code entry come from
 * it), and the fixes waiting to be sent. IndexedDB, through `idb`: it survives the page, and a
 * service worker could read it too.
 */
interface PortalDb extends DBSchema {
  portal: {
    key: 'driver';
    value: { user: User; jobs: DriverJobs | null; savedAt: number };
  };
  fixes: {
    key: number;
    value: { userId: number; fixes: LocationMessage[] };
  };
}

const DB_NAME = 'italieno-driver-portal';

let opening: Promise<IDBPDatabase<PortalDb>> | null = null;

function db(): Promise<IDBPDatabase<PortalDb>> {
  opening ??= openDB<PortalDb>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('portal');
      database.createObjectStore('fixes');
    },
  });
  return opening;
}

/** Storage refused (private mode, a full disk): the portal works as before, without it. */
async function quietly<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    if (typeof indexedDB === 'undefined') return fallback;
    return await work();
  } catch {
    return fallback;
  }
}

export type SavedPortal = { user: User; jobs: DriverJobs | null; savedAt: number };

export const savedPortal = (): Promise<SavedPortal | null> =>
  quietly(async () => (await (await db()).get('portal', 'driver')) ?? null, null);

export const savePortal = (user: User, jobs: DriverJobs | null): Promise<void> =>
  quietly(async () => {
    await (await db()).put('portal', { user, jobs, savedAt: Date.now() }, 'driver');
  }, undefined);

/** Signing out: nothing of the driver stays on the phone. */
export const forgetPortal = (): Promise<void> =>
  quietly(async () => {
    const database = await db();
    await database.clear('portal');
    await database.clear('fixes');
  }, undefined);

export const savedFixes = (userId: number): Promise<LocationMessage[]> =>
  quietly(async () => (await (await db()).get('fixes', userId))?.fixes ?? [], []);

export const saveFixes = (userId: number, fixes: readonly LocationMessage[]): Promise<void> =>
  quietly(async () => {
    await (await db()).put('fixes', { userId, fixes: [...fixes] }, userId);
  }, undefined);
