import { eq } from 'drizzle-orm';
import {
  DEFAULT_KITCHEN_ALERT_MINUTES,
  DEFAULT_KITCHEN_CAPACITY,
  SWITCH_NAMES,
  defaultPauseEnd,
  isOpenAt,
  nextOpeningAfter,
  openIntervalAt,
  parseOpeningHours,
  WEEKDAYS,
  type KitchenAlertMinutes,
  type KitchenCapacity,
  type OrderingStatus,
  type PauseReason,
  type StoreCalendar,
  type StoreSettings,
  type StoreSettingsUpdate,
  type SwitchName,
  type SwitchState,
  type WeekHours,
  apiMessage,
} from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import { recordAudit } from '../../shared/audit/audit-log';
import { recordEvent } from '../../shared/events/outbox';
import type { AuthContext } from '../../shared/http/auth-context';
import { badRequest } from '../../shared/errors/app-error';
import { readOpeningHoursText, readPricingFees, writeHoursAndFees } from '../content';
import { lockOrderingStatus, readOrderingStatus, saveOrderingSwitches } from '../ordering';
import { orderingSwitchPauses, storeRules } from './store-settings.tables';

const ALL_OPEN: OrderingStatus = {
  masterEnabled: true,
  foodOrderingEnabled: true,
  barOrderingEnabled: true,
  merchandiseOrderingEnabled: true,
};

/** Who changes a switch: a person, or the store's own rules acting for the admin who set them. */
export interface SwitchActor {
  id: number;
  name: string;
}

type Reader = Db | Tx;
type StoreRulesRow = typeof storeRules.$inferSelect;

/** The store's rules (one row): null until an admin first saves the settings. */
export async function readStoreRules(db: Reader): Promise<StoreRulesRow | null> {
  const [row] = await db.select().from(storeRules).where(eq(storeRules.id, 1));
  return row ?? null;
}

/** The weekly hours (from the public settings) and the exceptions: when the shop is open. */
export async function readCalendar(db: Reader): Promise<StoreCalendar> {
  const hours = await readOpeningHoursText(db);
  const rules = await readStoreRules(db);
  return { openingHours: parseOpeningHours(hours), exceptions: rules?.exceptions ?? [] };
}

/** How long an order may stay in each board column before its card stands out. */
export function kitchenAlertsOf(rules: StoreRulesRow | null): KitchenAlertMinutes {
  return rules?.kitchenAlertMinutes ?? DEFAULT_KITCHEN_ALERT_MINUTES;
}

export function capacityOf(rules: StoreRulesRow | null): KitchenCapacity {
  if (!rules) return DEFAULT_KITCHEN_CAPACITY;
  return {
    ordersPer15Minutes: rules.capacityPer15Minutes,
    whenFull: rules.capacityWhenFull,
    delayMinutes: rules.capacityDelayMinutes,
  };
}

export async function readSwitchStates(db: Reader): Promise<SwitchState[]> {
  const status = await readOrderingStatus(db);
  const pauses = await db.select().from(orderingSwitchPauses);
  return SWITCH_NAMES.map((name) => {
    const pause = pauses.find((p) => p.name === name);
    const enabled = status[name];
    return {
      name,
      enabled,
      until: !enabled && pause?.until ? pause.until.toISOString() : null,
      reason: !enabled ? (pause?.reason ?? 'manual') : null,
      setBy: pause?.setBy ?? null,
      setAt: pause?.setAt.toISOString() ?? null,
    };
  });
}

export interface SwitchChange {
  changes: Partial<OrderingStatus>;
  actor: SwitchActor;
  reason: PauseReason;
  /** When the switches turned off end by themselves; undefined: the default (until closing). */
  until?: Date | null;
  now: Date;
}

/**
 * Writes switch changes with their explanation (who, when, why, until when) and the
 * 'ordering-status.changed' event, inside the caller's transaction. Only switches whose value
 * changes get a new explanation, so re-sending 'off' keeps the original pause.
 */
export async function writeSwitchChanges(tx: Tx, change: SwitchChange): Promise<OrderingStatus> {
  const before = (await lockOrderingStatus(tx)) ?? ALL_OPEN;
  const row = await saveOrderingSwitches(tx, change.changes, ALL_OPEN, change.actor.id);
  const turnedOff = SWITCH_NAMES.filter((n) => before[n] && row[n] === false);
  const turnedOn = SWITCH_NAMES.filter((n) => !before[n] && row[n] === true);
  const until =
    change.until !== undefined
      ? change.until
      : turnedOff.length > 0
        ? defaultPauseEnd(await readCalendar(tx), change.now)
        : null;
  for (const name of [...turnedOff, ...turnedOn]) {
    const off = turnedOff.includes(name);
    const values = {
      name,
      until: off ? until : null,
      reason: off ? change.reason : null,
      setBy: change.actor.name,
      setById: change.actor.id,
      setAt: change.now,
    };
    await tx
      .insert(orderingSwitchPauses)
      .values(values)
      .onConflictDoUpdate({ target: orderingSwitchPauses.name, set: values });
  }
  await recordEvent(tx, {
    name: 'ordering-status.changed',
    version: 1,
    data: { status: row, changedBy: change.actor.id },
  });
  return row;
}

function weekHours(calendar: StoreCalendar): WeekHours {
  return Object.fromEntries(
    WEEKDAYS.map((d) => [d, calendar.openingHours[d] ?? null]),
  ) as WeekHours;
}

export interface StoreSettingsDeps {
  db: Db;
  kickRelay: () => void;
  /** Drops the cached public settings and ordering status of this replica. */
  invalidate: () => void;
  clock?: () => Date;
}

export function createStoreSettingsService({
  db,
  kickRelay,
  invalidate,
  clock,
}: StoreSettingsDeps) {
  const now = () => clock?.() ?? new Date();

  async function read(): Promise<StoreSettings> {
    const at = now();
    const calendar = await readCalendar(db);
    const rules = await readStoreRules(db);
    const open = openIntervalAt(calendar, at);
    return {
      openingHours: weekHours(calendar),
      exceptions: [...calendar.exceptions].sort((a, b) => a.date.localeCompare(b.date)),
      closeOutsideHours: rules?.closeOutsideHours ?? false,
      capacity: capacityOf(rules),
      openNow: open !== null,
      nextChange: (open?.closesAt ?? nextOpeningAfter(calendar, at))?.toISOString() ?? null,
      switches: await readSwitchStates(db),
      fees: await readPricingFees(db),
      kitchenAlerts: kitchenAlertsOf(rules),
      legalDetails: rules?.legalDetails ?? null,
      updatedBy: rules?.updatedBy ?? null,
      updatedAt: rules?.updatedAt?.toISOString() ?? null,
    };
  }

  return {
    read,

    async update(update: StoreSettingsUpdate, auth: AuthContext): Promise<StoreSettings> {
      const before = await read();
      await db.transaction(async (tx) => {
        const hoursText = JSON.stringify(update.openingHours);
        if (!(await writeHoursAndFees(tx, hoursText, update.fees))) {
          throw badRequest(apiMessage('no_settings', { wording: 'seed' }));
        }
        const values = {
          exceptions: update.exceptions,
          closeOutsideHours: update.closeOutsideHours,
          capacityPer15Minutes: update.capacity.ordersPer15Minutes,
          capacityWhenFull: update.capacity.whenFull,
          capacityDelayMinutes: update.capacity.delayMinutes,
          ...(update.kitchenAlerts ? { kitchenAlertMinutes: update.kitchenAlerts } : {}),
          ...(update.legalDetails ? { legalDetails: update.legalDetails } : {}),
          updatedBy: auth.user.username,
          updatedById: auth.user.id,
          updatedAt: now(),
        };
        await tx
          .insert(storeRules)
          .values({ id: 1, ...values })
          .onConflictDoUpdate({ target: storeRules.id, set: values });
        await recordAudit(tx, auth, {
          section: 'store-settings',
          action: 'store-settings.updated',
          entityType: 'store-settings',
          entityId: 1,
          before: {
            openingHours: before.openingHours,
            exceptions: before.exceptions,
            closeOutsideHours: before.closeOutsideHours,
            capacity: before.capacity,
            fees: before.fees,
            kitchenAlerts: before.kitchenAlerts,
            legalDetails: before.legalDetails,
          },
          after: update,
        });
        // The contact page and footer show the hours, the cart the fees: their copies must go.
        await recordEvent(tx, {
          name: 'catalog.changed',
          version: 1,
          data: { resources: ['settings'] },
        });
      });
      invalidate();
      kickRelay();
      return read();
    },

    async setExpiry(name: SwitchName, until: Date | null, auth: AuthContext): Promise<SwitchState> {
      const at = now();
      if (until && until <= at) throw badRequest('until_in_past');
      const state = (await readSwitchStates(db)).find((s) => s.name === name)!;
      if (state.enabled) {
        throw badRequest('switch_on');
      }
      await db.transaction(async (tx) => {
        await tx
          .insert(orderingSwitchPauses)
          .values({
            name,
            until,
            reason: state.reason ?? 'manual',
            setBy: state.setBy ?? auth.user.username,
            setById: auth.user.id,
            setAt: state.setAt ? new Date(state.setAt) : at,
          })
          .onConflictDoUpdate({ target: orderingSwitchPauses.name, set: { until } });
        await recordAudit(tx, auth, {
          section: 'store-settings',
          action: 'ordering-switch.expiry-changed',
          entityType: 'ordering-switch',
          entityId: name,
          before: { until: state.until },
          after: { until: until?.toISOString() ?? null },
        });
      });
      return (await readSwitchStates(db)).find((s) => s.name === name)!;
    },

    isOpenAt: async (at: Date) => isOpenAt(await readCalendar(db), at),
  };
}

export type StoreSettingsService = ReturnType<typeof createStoreSettingsService>;
