/**
 * Dutch for the in-app notifications, which the workers store in English
 * (workers/src/notifications/notification-texts.ts): the bell, its toasts and the
 * notifications page show them through localizeMessage. Names the restaurant or the kitchen
 * typed (a bar, a customer, a cancellation reason) stay as typed.
 */
type Pattern = [RegExp, (...groups: string[]) => string];

/** The placeholders the workers write when a bar has no name. */
const place = (bar: string) => (bar === 'the bar' ? 'de bar' : bar === 'a bar' ? 'een bar' : bar);
const minutes = (n: string) => `${n} ${n === '1' ? 'minuut' : 'minuten'}`;
const EUROS = '(€ [\\d.,]+)';
const TIME = '(\\d{2}:\\d{2})';

export const notificationTexts: Record<string, string> = {
  'Thank you! The kitchen will accept your order in a moment.':
    'Bedankt! De keuken neemt je bestelling zo aan.',
  'The kitchen is preparing it now.': 'De keuken is er nu mee bezig.',
  'It leaves the kitchen with a driver shortly.':
    'Je bestelling gaat zo met een bezorger de deur uit.',
  'Your driver is on the way.': 'Je bezorger is onderweg.',
  'Buon appetito! Thank you for ordering from Italieno.':
    'Buon appetito! Bedankt voor je bestelling bij Italieno.',
  'You have not been charged.': 'Er is niets afgeschreven.',
  'Test notification': 'Testmelding',
  'This is a test notification.': 'Dit is een testmelding.',
};

const cancelTail = (refund: string | undefined) =>
  refund ? `Je terugbetaling van ${refund} is onderweg.` : 'Er is niets afgeschreven.';

export const notificationPatterns: Pattern[] = [
  // Titles
  [/^Order #(\d+) is paid$/, (n) => `Bestelling #${n} is betaald`],
  [/^Order #(\d+) accepted$/, (n) => `Bestelling #${n} is aangenomen`],
  [/^Order #(\d+) is ready for pickup$/, (n) => `Bestelling #${n} ligt klaar om op te halen`],
  [/^Order #(\d+) is ready$/, (n) => `Bestelling #${n} is klaar`],
  [/^Order #(\d+) is on its way$/, (n) => `Bestelling #${n} is onderweg`],
  [/^Order #(\d+) picked up$/, (n) => `Bestelling #${n} is opgehaald`],
  [/^Order #(\d+) delivered$/, (n) => `Bestelling #${n} is bezorgd`],
  [/^Order #(\d+) cancelled$/, (n) => `Bestelling #${n} is geannuleerd`],
  [/^Order #(\d+): new estimate$/, (n) => `Bestelling #${n}: nieuwe verwachte tijd`],
  [/^Order #(\d+) refunded$/, (n) => `Bestelling #${n} is terugbetaald`],
  [/^New order #(\d+)$/, (n) => `Nieuwe bestelling #${n}`],
  // Messages
  [
    /^The kitchen is preparing it for pickup at (.+)\.$/,
    (bar) => `De keuken maakt je bestelling klaar om op te halen bij ${place(bar)}.`,
  ],
  [
    new RegExp(`^Ready for pickup at (.+?)(?: in about (\\d+) minutes?)?(?:,? at ${TIME})?\\.$`),
    (bar, prep, at) =>
      `Klaar om op te halen bij ${place(bar)}${prep ? ` over ongeveer ${minutes(prep)}` : ''}${
        at ? `${prep ? ',' : ''} om ${at}` : ''
      }.`,
  ],
  [
    new RegExp(`^Ready in about (\\d+) minutes?(?:; expected at ${TIME})?\\.$`),
    (prep, at) => `Klaar over ongeveer ${minutes(prep)}${at ? `; verwacht om ${at}` : ''}.`,
  ],
  [new RegExp(`^Expected at ${TIME}\\.$`), (at) => `Verwacht om ${at}.`],
  [/^Pick it up at (.+)\.$/, (bar) => `Haal je bestelling op bij ${place(bar)}.`],
  [
    new RegExp(
      `^(?:Reason: (.+) )?(?:Your refund of ${EUROS} is on its way\\.|You have not been charged\\.)$`,
    ),
    (reason, refund) => (reason ? `Reden: ${reason} ` : '') + cancelTail(refund),
  ],
  [
    new RegExp(
      `^(?:Pickup at (.+?)|Delivery)(?: for (.+))?, ${EUROS}\\. Waiting to be accepted\\.$`,
    ),
    (bar, who, amount) =>
      `${bar ? `Ophalen bij ${place(bar)}` : 'Bezorging'}${who ? ` voor ${who}` : ''}, ${amount}. Wacht op acceptatie.`,
  ],
  [
    new RegExp(`^The kitchen needs a little longer; now expected at ${TIME}\\.$`),
    (at) => `De keuken heeft iets meer tijd nodig; nu verwacht om ${at}.`,
  ],
  [new RegExp(`^Now expected at ${TIME}\\.$`), (at) => `Nu verwacht om ${at}.`],
  [
    new RegExp(
      `^${EUROS} is back on its way to your card; banks take a few working days to show it\\.$`,
    ),
    (amount) =>
      `${amount} is onderweg terug naar je kaart; het duurt een paar werkdagen voordat je bank het laat zien.`,
  ],
  // Since iDEAL | Wero and Bancontact pay too (notifications stored before keep the text above).
  [
    new RegExp(
      `^${EUROS} is on its way back to the card or account you paid with; banks take a few working days to show it\\.$`,
    ),
    (amount) =>
      `${amount} is onderweg terug naar de kaart of rekening waarmee je hebt betaald; het duurt een paar werkdagen voordat je bank het laat zien.`,
  ],
];
