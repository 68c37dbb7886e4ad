import {
  asSentence,
  formatEuros,
  sayIn,
  type NOTIFICATION_TEXTS,
  type NotificationText,
  type Translated,
} from '@shop/contracts';

/**
 * The Dutch of the shop's notifications, by the codes the workers store beside their English
 * (contracts/src/notifications/notification-texts.ts): a text, or a function of the stored
 * values. Typed from the catalogue, so a new code without its Dutch fails the typecheck. Names
 * the restaurant or a customer typed (a bar, a customer, a cancellation reason) stay as typed;
 * a notification someone typed has no codes and is shown as typed. Loaded with the Dutch texts
 * (messages.ts), never in the first load.
 */
export type DutchNotificationTexts = Translated<typeof NOTIFICATION_TEXTS>;

const minutes = (n: number) => `${n} ${n === 1 ? 'minuut' : 'minuten'}`;
const euros = (cents: number) => formatEuros(cents / 100);

function accepted(prepMinutes: number | undefined, at: string | undefined, bar?: string): string {
  const inAbout = prepMinutes ? ` over ongeveer ${minutes(prepMinutes)}` : '';
  if (bar !== undefined) {
    const where = bar || 'de bar';
    if (!prepMinutes && !at)
      return `De keuken maakt je bestelling klaar om op te halen bij ${where}.`;
    return `Klaar om op te halen bij ${where}${inAbout}${at ? `${prepMinutes ? ',' : ''} om ${at}` : ''}.`;
  }
  if (!prepMinutes && !at) return 'De keuken is er nu mee bezig.';
  if (!prepMinutes) return `Verwacht om ${at}.`;
  return `Klaar${inAbout}${at ? `; verwacht om ${at}` : ''}.`;
}

export const dutchNotificationTexts: DutchNotificationTexts = {
  order_paid: ({ order }) => `Bestelling #${order} is betaald`,
  order_accepted: ({ order }) => `Bestelling #${order} is aangenomen`,
  order_ready_for_pickup: ({ order }) => `Bestelling #${order} ligt klaar om op te halen`,
  order_ready: ({ order }) => `Bestelling #${order} is klaar`,
  order_on_its_way: ({ order }) => `Bestelling #${order} is onderweg`,
  order_picked_up: ({ order }) => `Bestelling #${order} is opgehaald`,
  order_delivered: ({ order }) => `Bestelling #${order} is bezorgd`,
  order_cancelled: ({ order }) => `Bestelling #${order} is geannuleerd`,
  order_new_estimate: ({ order }) => `Bestelling #${order}: nieuwe verwachte tijd`,
  order_refunded: ({ order }) => `Bestelling #${order} is terugbetaald`,
  new_order: ({ order }) => `Nieuwe bestelling #${order}`,
  paid_thanks: 'Bedankt! De keuken neemt je bestelling zo aan.',
  accepted_delivery: ({ prepMinutes, at }) => accepted(prepMinutes, at),
  accepted_pickup: ({ prepMinutes, at, bar }) => accepted(prepMinutes, at, bar),
  leaves_kitchen_shortly: 'Je bestelling gaat zo met een bezorger de deur uit.',
  pick_up_at: ({ bar }) => `Haal je bestelling op bij ${bar || 'de bar'}.`,
  on_its_way: ({ at }) => (at ? `Verwacht om ${at}.` : 'Je bezorger is onderweg.'),
  delivered_thanks: 'Buon appetito! Bedankt voor je bestelling bij Italieno.',
  cancelled: ({ reason, refundCents }) =>
    [
      reason ? `Reden: ${asSentence(reason)}` : '',
      refundCents !== undefined
        ? `Je terugbetaling van ${euros(refundCents)} is onderweg.`
        : 'Er is niets afgeschreven.',
    ]
      .filter(Boolean)
      .join(' '),
  new_order_waiting: ({ where, bar, customer, totalCents }) =>
    `${where === 'pickup' ? `Ophalen bij ${bar || 'een bar'}` : 'Bezorging'}${
      customer ? ` voor ${customer}` : ''
    }, ${euros(totalCents)}. Wacht op acceptatie.`,
  estimate_changed: ({ at, cause }) =>
    cause === 'kitchen-delay'
      ? `De keuken heeft iets meer tijd nodig; nu verwacht om ${at}.`
      : `Nu verwacht om ${at}.`,
  refunded: ({ amountCents }) =>
    `${euros(amountCents)} is onderweg terug naar de kaart of rekening waarmee je hebt betaald; het duurt een paar werkdagen voordat je bank het laat zien.`,
};

/** A stored title or message in Dutch; undefined for a code this build does not know. */
export function translateNotificationText({ code, params }: NotificationText): string | undefined {
  return sayIn(dutchNotificationTexts, code, params ?? {});
}
