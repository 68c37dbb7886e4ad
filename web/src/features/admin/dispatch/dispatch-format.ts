/** What a dragged order carries: its id, read by a driver row or the map it is dropped on. */
export const ORDER_DRAG_TYPE = 'application/x-order-id';

/** A time of day in the kitchen's time zone, as `19:45`. */
export const clock = (iso: string | Date) =>
  new Date(iso).toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Amsterdam',
  });

/** Whole minutes and seconds since `from`, never negative (the clocks may differ slightly). */
export const minutesSince = (from: number, now: number) =>
  Math.max(0, Math.floor((now - from) / 60_000));
export const secondsSince = (from: number, now: number) =>
  Math.max(0, Math.round((now - from) / 1000));

/** `#12, #14` */
export const orderNumbers = (ids: readonly number[]) => ids.map((id) => `#${id}`).join(', ');
