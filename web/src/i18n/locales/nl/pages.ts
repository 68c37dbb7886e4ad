import type en from '../en/pages';
import type { Translation } from '../types';

/** De teksten van de vaste pagina's (over ons, contact, voorwaarden), in de je-vorm. */
const pages: Translation<typeof en> = {
  about: {
    defaults: {
      title: 'Ons verhaal',
      intro: 'Italiaans streetfood, vers gemaakt in Amsterdam.',
      story:
        'Italieno begon met een eenvoudig idee: voor de panini, pasta en snacks waarmee we in Italië zijn opgegroeid, hoef je geen hele avond uit te trekken. We bakken elke ochtend ons brood, snijden onze vleeswaren pas als je bestelt en maken onze sauzen naar recepten die al generaties in de familie zijn.\n\nVanuit onze keuken in Amsterdam brengen we dat eten binnen 30 minuten bij je thuis, en naar de partnerbars waar je bestelt door een QR-code te scannen. Snel, maar nooit gehaast.',
      quality:
        'Elke ochtend vers brood, Italiaanse kazen en vleeswaren, en groenten van lokale leveranciers. Zonder shortcuts.',
      tradition:
        'Familierecepten uit Italië, bereid zoals het hoort, met een paar Amsterdamse favorieten van onszelf.',
      community:
        'We werken samen met buurtbars en lokale leveranciers, en we zijn graag een deel van de Amsterdamse foodscene.',
    },
    values: 'Waar we voor staan',
    quality: 'Kwaliteit',
    tradition: 'Traditie',
    community: 'Buurt',
    hungry: 'Al trek gekregen?',
    orderNow: 'Bestel nu',
  },
  contact: {
    title: 'Neem contact op',
    intro:
      'Een vraag over je bestelling, een cateringaanvraag of wil je gewoon ciao zeggen? We horen graag van je.',
    getInTouch: 'Contactgegevens',
    address: 'Adres',
    phone: 'Telefoon',
    email: 'E-mail',
    openingHours: 'Openingstijden',
    formTitle: 'Stuur ons een bericht',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    formEmail: 'E-mailadres',
    formPhone: 'Telefoonnummer (optioneel)',
    message: 'Bericht',
    send: 'Bericht versturen',
    sending: 'Versturen...',
    sentTitle: 'Bericht verstuurd',
    sentText: 'We hebben je bericht ontvangen en reageren zo snel mogelijk!',
    failed: 'Er ging iets mis bij het versturen van je bericht. Probeer het opnieuw.',
    offline: 'We konden geen verbinding maken met onze servers. Probeer het later opnieuw.',
    map: 'Kaart',
    mapAt: 'Kaart met Italieno op {{address}}',
    mapOfAmsterdam: 'Kaart van Amsterdam',
    largerMap: 'Grotere kaart bekijken',
  },
  terms: {
    title: 'Algemene voorwaarden',
    lastUpdated: 'Laatst bijgewerkt: {{date}}',
    contactTitle: 'Contactgegevens',
    contactIntro: 'Vragen over deze voorwaarden? Neem contact met ons op:',
    phone: 'Telefoon: {{phone}}',
    email: 'E-mail:',
    contactForm: 'Of gebruik het formulier op onze <a>contactpagina</a>.',
    sections: {
      definitions: {
        title: 'Definities',
        list: {
          italieno:
            '<b>Italieno</b>, <b>wij</b> of <b>ons</b>: het restaurant Italieno in Amsterdam, Nederland, dat deze webwinkel exploiteert.',
          customer:
            '<b>Klant</b> of <b>jij</b>: degene die bij ons een bestelling plaatst, met of zonder account.',
          order:
            '<b>Bestelling</b>: een verzoek om via de webwinkel eten, drinken of merchandise te kopen, ook bestellingen die je plaatst door een QR-code in een partnerbar te scannen.',
          products: '<b>Producten</b>: de gerechten, dranken en merchandise in de webwinkel.',
          confirmation:
            '<b>Bevestiging</b>: het bericht waarin we je bestelling accepteren nadat we je betaling hebben ontvangen.',
        },
      },
      applicability: {
        title: 'Toepasselijkheid',
        text: {
          scope:
            'Deze voorwaarden gelden voor elk aanbod dat we doen en voor elke bestelling via de webwinkel. Door een bestelling te plaatsen ga je akkoord met deze voorwaarden. Voorwaarden van de klant gelden niet.',
          invalid:
            'Als een bepaling van deze voorwaarden ongeldig blijkt, blijven de andere bepalingen van kracht en vervangen we de ongeldige bepaling door een bepaling die het doel ervan zo dicht mogelijk benadert.',
        },
      },
      ordering: {
        title: 'Bestellen en overeenkomst',
        text: {
          agreement:
            'De overeenkomst komt tot stand zodra we de bevestiging van je bestelling sturen. We mogen een bestelling weigeren, bijvoorbeeld als je adres buiten ons bezorggebied ligt, als een product niet meer beschikbaar is of als online bestellen tijdelijk is uitgeschakeld. Weigeren we een bestelling na betaling, dan betalen we het volledige bedrag terug.',
          age: 'Je moet 18 jaar of ouder zijn om bij ons te bestellen. Alcoholische dranken bezorgen we alleen aan klanten van 18 jaar of ouder, en onze bezorger of het barpersoneel kan om een geldig legitimatiebewijs vragen. Kun je dat niet laten zien, dan geven we de alcoholische dranken niet mee en betalen we de prijs ervan terug.',
          photos:
            "Foto's en beschrijvingen in de webwinkel maken we met zorg, maar een gerecht kan er iets anders uitzien. Heb je een allergie, bekijk dan de allergeneninformatie of vraag het ons voordat je bestelt.",
        },
      },
      delivery: {
        title: 'Bezorging',
        text: {
          zones:
            'We bezorgen eten binnen onze bezorggebieden in Amsterdam. Ons doel is bezorging binnen 30 minuten; de bezorgtijden in de webwinkel zijn schattingen en kunnen bij drukte of slecht weer langer zijn. Een overschreden bezorgtijd geeft je geen recht om de bestelling te annuleren of op een vergoeding, tenzij de vertraging onredelijk is.',
          present:
            'Zorg dat er iemand aanwezig is op het bezorgadres. Kan onze bezorger je niet bereiken, dan proberen we je te bellen; een bestelling die niet bezorgd kan worden, betalen we niet terug. Barbestellingen haal je op in de bar waar je ze hebt geplaatst.',
          merchandise:
            'Merchandise versturen we binnen Europa. Levertijden en verzendkosten zie je voordat je betaalt.',
        },
      },
      payment: {
        title: 'Betaling',
        text: {
          prices:
            'Alle prijzen zijn in euro en inclusief btw. De prijzen zijn exclusief bezorgkosten; die hangen af van je bezorggebied en zie je apart voordat je betaalt, samen met eventuele servicekosten en verzendkosten.',
          online:
            'Je betaalt een bestelling online met je kaart via onze betaalprovider wanneer je bestelt. Je kaartgegevens worden verwerkt door de betaalprovider en nooit door ons bewaard. Kennelijke fouten in prijzen binden ons niet.',
        },
      },
      cancellation: {
        title: 'Annuleren en retourneren',
        text: {
          food: 'Je kunt een bestelling eten tot 10 minuten na de bevestiging kosteloos annuleren, zolang we nog niet met de bereiding zijn begonnen. Bel ons om te annuleren; we betalen het volledige bedrag terug via je oorspronkelijke betaalmethode. Zodra de bereiding is begonnen, kun je de bestelling niet meer annuleren.',
          perishable:
            'Eten en drinken zijn bederfelijk en vallen daarom niet onder het wettelijke herroepingsrecht. Ontbreekt er iets aan je bestelling of klopt er iets niet, laat het ons dan binnen 24 uur weten; we maken het goed met een vervanging, een tegoed of een terugbetaling.',
          merchandise:
            'Merchandise kun je binnen 14 dagen na ontvangst zonder opgave van reden retourneren, ongebruikt en in de originele verpakking. Laat het ons weten voordat je het terugstuurt; we betalen de aankoopprijs en de oorspronkelijke verzendkosten terug binnen 14 dagen nadat we de retour hebben ontvangen. De kosten van het terugsturen zijn voor jou.',
        },
      },
      liability: {
        title: 'Aansprakelijkheid',
        text: {
          limit:
            'Onze aansprakelijkheid voor schade door een bestelling is beperkt tot de waarde van die bestelling. We zijn niet aansprakelijk voor indirecte schade, zoals gevolgschade of gederfde winst.',
          exceptions:
            'Deze beperkingen gelden niet voor schade door opzet of grove nalatigheid van onze kant, of als de wet zo’n beperking niet toestaat.',
        },
      },
      privacy: {
        title: 'Privacy',
        text: {
          data: 'We gebruiken je persoonsgegevens, zoals je naam, contactgegevens en bezorgadres, alleen om je bestelling te verwerken en te bezorgen, je account bij te houden en je vragen te beantwoorden, volgens de Algemene verordening gegevensbescherming (AVG). Tijdens de bezorging gebruiken we de locatie van de bezorger om je te laten zien waar je bestelling is. We verkopen je gegevens niet. Je kunt ons altijd vragen je gegevens in te zien, te corrigeren of te verwijderen.',
        },
      },
      disputes: {
        title: 'Geschillen',
        text: {
          law: 'Op deze voorwaarden en op elke overeenkomst met ons is Nederlands recht van toepassing. Heb je een klacht, neem dan eerst contact met ons op; we antwoorden binnen 14 dagen en doen ons best om samen een oplossing te vinden.',
          court:
            'Geschillen die we niet samen kunnen oplossen, leggen we voor aan de bevoegde rechter in Amsterdam. Dat laat je recht als consument onverlet om naar de rechter van je woonplaats te gaan, net als de bescherming die dwingend recht je geeft.',
        },
      },
      changes: {
        title: 'Wijzigingen',
        text: {
          changes:
            'We kunnen deze voorwaarden wijzigen. Voor je bestelling geldt de versie die op het moment van bestellen in de webwinkel staat. Belangrijke wijzigingen kondigen we op deze pagina aan voordat ze ingaan.',
        },
      },
    },
  },
};

export default pages;
