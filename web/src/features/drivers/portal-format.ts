import { formatClock, formatDay } from '@/i18n/format';

/** 'Mar 14, 2026 19:45' / '14 mrt 2026 19:45', in the portal's language; the text as is if unreadable. */
export function formatDayTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${formatDay(date)} ${formatClock(date)}`;
}
