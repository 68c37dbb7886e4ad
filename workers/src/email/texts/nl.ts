import type en from './en';

type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** Het Nederlands van de e-mails aan klanten, in de je-vorm zoals de webwinkel. */
const nl: Translation<typeof en> = {
  footer: 'Italieno · Haarlemmerstraat 73, 1013 EL Amsterdam · info@italieno.nl',
  hello: 'Ciao',
  helloName: 'Ciao {{name}}',
  theBar: 'de bar',
  status: {
    follow: 'Volg je bestelling',
    followLive: 'Volg hem live',
    prepTime: 'Bereidingstijd: ongeveer {{minutes}} minuten',
    readyAt: 'Klaar om op te halen bij {{bar}}: {{eta}}',
    estimate: 'Verwachte bezorging: {{eta}}',
    confirmedSubject: 'Je bestelling {{n}} is bevestigd',
    confirmedBody:
      'Grazie{{name}}! De keuken heeft je bestelling {{n}} aangenomen en is er nu mee bezig.',
    readySubject: 'Je bestelling {{n}} ligt klaar bij {{bar}}',
    readyBody:
      '{{hello}}, je bestelling {{n}} is klaar. Haal hem op bij {{bar}} en noem je bestelnummer.',
    onTheWaySubject: 'Je bestelling {{n}} is onderweg',
    onTheWayBody: '{{hello}}, je bestelling {{n}} heeft de keuken verlaten en is onderweg naar je.',
    pickedUpSubject: 'Je bestelling {{n}} is opgehaald',
    deliveredSubject: 'Je bestelling {{n}} is bezorgd',
    pickedUpBody: 'Buon appetito{{name}}! Je bestelling {{n}} is opgehaald bij {{bar}}.',
    deliveredBody: 'Buon appetito{{name}}! Je bestelling {{n}} is bezorgd.',
    thanks: 'Bedankt voor je bestelling bij Italieno.',
    cancelledSubject: 'Je bestelling {{n}} is geannuleerd',
    cancelledBody: '{{hello}}, het spijt ons: je bestelling {{n}} is geannuleerd.',
    reason: 'Reden: {{reason}}',
    refundComing:
      'Het bedrag van {{amount}} wordt teruggestort op de kaart waarmee je hebt betaald; we mailen je zodra dat is gebeurd.',
    notCharged: 'Er is niets van je rekening afgeschreven.',
    questions: 'Vragen? Mail naar info@italieno.nl.',
    refundedSubject: 'Je terugbetaling van {{amount}} voor bestelling {{n}}',
    refundedBody:
      '{{hello}}, we hebben {{amount}} voor je geannuleerde bestelling {{n}} teruggestort op de kaart waarmee je hebt betaald.',
    refundDays: 'Meestal staat het binnen 5 tot 10 werkdagen op je rekening.',
  },
  receipt: {
    grazie: 'Grazie, {{name}}!',
    subtotal: 'Subtotaal',
    vat: 'Incl. btw {{rate}}',
    total: 'Totaal',
    free: 'Gratis',
  },
  invoice: {
    subject: 'Je factuur van Italieno voor bestelling #{{n}}',
    intro:
      'Hier is de factuur van je bestelling {{n}}. We hebben je betaling ontvangen en de keuken gaat ermee aan de slag.',
    orderNumber: 'Bestelnummer',
    date: 'Datum',
    paymentMethod: 'Betaalmethode',
    card: 'Creditcard/betaalpas',
    ideal: 'iDEAL | Wero',
    bancontact: 'Bancontact',
    cash: 'Contant bij bezorging',
    delivery: 'Bezorging',
    standard: 'Standaardbezorging',
    express: 'Expresbezorging',
    scheduled: 'Bezorging op een gekozen tijd',
    readyForPickup: 'Klaar om op te halen',
    estimatedDelivery: 'Verwachte bezorging',
    pickupAt: 'Ophalen bij',
    deliveryTo: 'Bezorgen bij',
    addressNote: 'Opmerking: {{note}}',
    combo: 'Broodje: {{sandwich}} · Drankje: {{drink}} · Saus: {{sauce}}',
    deliveryFee: 'Bezorgkosten',
    expressFee: 'Expresbezorging',
    serviceFee: 'Servicekosten',
    tip: 'Fooi',
    yourNote: 'Je opmerking: {{note}}',
  },
  merchandise: {
    subject: 'Je Italieno-bestelling #{{n}} is bevestigd',
    received: 'We hebben je betaling voor bestelling {{n}} ontvangen ({{date}}).',
    ships: 'We laten je weten zodra we hem verzenden.',
    shipping: 'Verzending ({{method}})',
    shippingTo: 'Verzenden naar',
  },
  account: {
    notYou: 'Was jij dit niet? Mail dan meteen naar info@italieno.nl.',
    tomorrow: 'morgen',
    emailChangeSubject: 'Bevestig je nieuwe e-mailadres voor Italieno',
    emailChangeBody: '{{hello}}, je hebt gevraagd dit adres te gebruiken voor je Italieno-account.',
    emailChangeOnce:
      'Open de link hieronder om het te bevestigen. Hij werkt één keer, tot {{until}}. Tot die tijd houdt je account het oude adres.',
    emailChangeIgnore: 'Heb je hier niet om gevraagd? Negeer deze e-mail dan: er verandert niets.',
    emailChangeLink: 'Bevestig dit adres',
    exportSubject: 'Je gegevens bij Italieno zijn gedownload',
    exportBody:
      '{{hello}}, er is zojuist een kopie gedownload van de gegevens van je Italieno-account (accountgegevens, adressen, bestellingen en meldingen).',
    deletedSubject: 'Je Italieno-account is verwijderd',
    deletedBody:
      '{{hello}}, je Italieno-account is verwijderd. Je naam, contactgegevens, adressen en meldingen zijn gewist; je eerdere bestellingen blijven zonder je naam in onze boeken staan, zoals de wet van ons vraagt.',
    deletedAgain:
      'Je kunt nog altijd als gast bestellen of op elk moment een nieuw account maken. Grazie dat je bij ons bestelde.',
  },
};

export default nl;
