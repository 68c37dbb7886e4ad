import { paymentMethodType, type PaymentMethodType } from '@shop/contracts';
import { currentLanguage } from '@/i18n';
import { formatClock, formatDay } from '@/i18n/format';
import { m } from '@/i18n/paraglide/messages';

/** 'Mar 14, 2026 19:45' / '14 mrt 2026 19:45', in the portal's language; the text as is if unreadable. */
export function formatDayTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${formatDay(date)} ${formatClock(date)}`;
}

/** '2.5 km', in Dutch '2,5 km' (Dutch writes a decimal comma); '—' when unknown. */
export function formatKm(metres: number | null): string {
  if (metres === null) return '—';
  const km = (metres / 1000).toFixed(1);
  return `${currentLanguage() === 'nl' ? km.replace('.', ',') : km} km`;
}

const PAYMENT_METHOD_TEXTS: Record<PaymentMethodType | 'cash', () => string> = {
  card: m.portal_job_paymentMethods_card,
  ideal: m.portal_job_paymentMethods_ideal,
  bancontact: m.portal_job_paymentMethods_bancontact,
  cash: m.portal_job_paymentMethods_cash,
};

/** How a job is paid: 'Credit/Debit Card', 'iDEAL | Wero', 'Bancontact'; anything else is cash. */
export const paymentMethodText = (method: string): string =>
  PAYMENT_METHOD_TEXTS[paymentMethodType(method) ?? 'cash']();
