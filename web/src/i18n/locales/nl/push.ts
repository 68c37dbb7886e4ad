/** Web Push: zie en/push.ts. */
const push = {
  optIn: {
    order: {
      title: 'Laat het me weten met de pagina dicht',
      description:
        'Een melding op dit apparaat als de keuken je bestelling accepteert, als ze onderweg is en als ze bezorgd is, of als ze geannuleerd wordt.',
    },
    kitchen: {
      title: 'Het alarm op dit apparaat, met het bord dicht',
      description:
        'Een melding bij elke nieuwe betaalde bestelling, ook als het bord dicht is. Zet het aan op de tablet of telefoon van de keuken.',
    },
    driver: {
      title: 'Aanbiedingen met het portaal op de achtergrond',
      description:
        'Een melding bij elke nieuwe aanbieding, met de tijd waarop ze verloopt, als het portaal niet in beeld is.',
    },
    turnOn: 'Meldingen aanzetten',
    turnOff: 'Uitzetten op dit apparaat',
    on: 'Meldingen staan aan op dit apparaat.',
    blocked:
      'Meldingen zijn geblokkeerd voor deze site. Sta ze toe in de site-instellingen van de browser en probeer het opnieuw.',
    failed: 'Meldingen konden niet worden aangezet. Probeer het later opnieuw.',
    iphone: {
      title: 'Op een iPhone of iPad: zet Italieno eerst op het beginscherm',
      step1: 'Tik onderaan in Safari op de deelknop.',
      step2: 'Kies ‘Zet op beginscherm’ en tik op Voeg toe.',
      step3: 'Open Italieno vanaf het beginscherm en zet hier de meldingen aan.',
    },
  },
  devices: {
    title: 'Meldingen op je apparaten',
    none: 'Geen van je apparaten krijgt pushmeldingen.',
    order: 'Bestelling #{{orderId}}',
    kitchen: 'Nieuwe bestellingen',
    driver: 'Bezorgaanbiedingen',
    since: '{{device}}, sinds {{date}}',
    turnOff: 'Uitzetten',
    turnOffFor: '{{what}} uitzetten op {{device}}',
    loadFailed: 'Je apparaten konden niet worden geladen.',
  },
  notification: {
    accepted: {
      title: 'Bestelling #{{orderId}} geaccepteerd',
      body: 'De keuken maakt je bestelling klaar.',
    },
    onTheWay: {
      title: 'Bestelling #{{orderId}} is onderweg',
      body: 'Je bezorger is onderweg. Tik om de bezorging te volgen.',
    },
    delivered: {
      title: 'Bestelling #{{orderId}} bezorgd',
      body: 'Buon appetito! Bedankt voor je bestelling bij Italieno.',
    },
    pickedUp: {
      title: 'Bestelling #{{orderId}} opgehaald',
      body: 'Buon appetito! Bedankt voor je bestelling bij Italieno.',
    },
    cancelled: {
      title: 'Bestelling #{{orderId}} geannuleerd',
      body: 'Het spijt ons: je bestelling is geannuleerd. Tik om je bestelling te bekijken.',
    },
    newOrder: {
      title: 'Nieuwe bestelling #{{orderId}}',
      body: 'Betaald en wacht op acceptatie. Tik om het bord te openen.',
    },
    offer: {
      title: 'Nieuwe bezorgaanbieding: bestelling #{{orderId}}',
      body: 'Accepteer vóór {{time}}. Tik om het portaal te openen.',
    },
  },
};

export default push;
