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
};

export default nl;
