import {
  ACCOUNT_DEACTIVATED,
  LAST_ADMIN,
  MASTER_OFF_MESSAGE,
  MASTER_OFF_SHORT,
  NOT_YOURSELF,
  ORDERING_STATUS_LOADING,
  SERVICE_UNAVAILABLE_LABEL,
  orderingBanner,
  serviceUnavailableMessage,
  type OrderingService,
} from '@shop/contracts';
import { notificationPatterns, notificationTexts } from './nl-notifications';

/**
 * Dutch for the English sentences the shop receives rather than writes: the api's error
 * messages (the spec's wording) and the validation messages of the shared schemas. Keyed by the
 * exact English text; parametrised ones by pattern.
 */
const exact: Record<string, string> = {
  // Validation (contracts)
  'Username is required': 'Vul een gebruikersnaam in',
  'Username must be at least 3 characters': 'Je gebruikersnaam moet minstens 3 tekens hebben',
  'Username must be at most 50 characters': 'Je gebruikersnaam mag maximaal 50 tekens hebben',
  'Username must be at most 254 characters': 'Je gebruikersnaam mag maximaal 254 tekens hebben',
  'Username may not contain < or > or invisible characters':
    'Je gebruikersnaam mag geen < of > of onzichtbare tekens bevatten',
  'Password must be at least 6 characters': 'Je wachtwoord moet minstens 6 tekens hebben',
  'Password must be at most 128 characters': 'Je wachtwoord mag maximaal 128 tekens hebben',
  'Enter your current password': 'Vul je huidige wachtwoord in',
  'Please enter a valid email address': 'Vul een geldig e-mailadres in',
  'Please enter a valid phone number': 'Vul een geldig telefoonnummer in',
  'Full name is required': 'Vul je volledige naam in',
  'Full name must be at most 100 characters': 'Je volledige naam mag maximaal 100 tekens hebben',
  'Street address is required': 'Vul je straat en huisnummer in',
  'City is required': 'Vul je woonplaats in',
  'Zip/Postal code is required': 'Vul je postcode in',
  'Country is required': 'Kies een land',
  'Address label is required': 'Kies een label voor het adres',
  'Please enter a delivery address': 'Vul een bezorgadres in',
  'Order notes can be at most 500 characters': 'Opmerkingen mogen maximaal 500 tekens hebben',
  'Your cart is empty': 'Je winkelwagen is leeg',
  'Some items in your cart are no longer available':
    'Sommige artikelen in je winkelwagen zijn niet meer beschikbaar',
  'We accept card payments only': 'We accepteren alleen betalingen met een kaart',
  'Please make all selections to continue': 'Maak al je keuzes om verder te gaan',
  "Passwords don't match": 'De wachtwoorden komen niet overeen',
  // Server and network
  'Could not log in. Please try again.': 'Inloggen is niet gelukt. Probeer het opnieuw.',
  'Could not create account. Please try again.':
    'Je account kon niet worden aangemaakt. Probeer het opnieuw.',
  'Registration failed. Please try again.': 'Registreren is mislukt. Probeer het opnieuw.',
  'Could not log out. Please try again.': 'Uitloggen is niet gelukt. Probeer het opnieuw.',
  'An error occurred': 'Er is een fout opgetreden',
  'Failed to fetch': 'Geen verbinding met de server',
  'Not authenticated': 'Niet ingelogd',
  'Not found': 'Niet gevonden',
  'Invalid username or password': 'Onjuiste gebruikersnaam of onjuist wachtwoord',
  'Username or password not recognized. Please try again.':
    'Gebruikersnaam of wachtwoord niet herkend. Probeer het opnieuw.',
  'This username is already taken. Please choose a different username.':
    'Deze gebruikersnaam is al in gebruik. Kies een andere gebruikersnaam.',
  'This email address is already registered. Please use a different email or try logging in.':
    'Dit e-mailadres is al geregistreerd. Gebruik een ander e-mailadres of log in.',
  'Email address is already in use': 'Dit e-mailadres is al in gebruik',
  'Cross-site request refused': 'Verzoek van een andere site geweigerd',
  "We couldn't find your address. Please check the spelling and try again.":
    'We konden je adres niet vinden. Controleer de spelling en probeer het opnieuw.',
  'Could not determine the coordinates for this address. Please check the address and try again.':
    'We konden de locatie van dit adres niet bepalen. Controleer het adres en probeer het opnieuw.',
  'No coordinates found for this address. Please try a different address.':
    'Geen locatie gevonden voor dit adres. Probeer een ander adres.',
  'Invalid coordinates for this address. Please try again with a different format.':
    'Ongeldige locatie voor dit adres. Probeer het opnieuw in een andere schrijfwijze.',
  "We couldn't validate your address. Please try again or select a different address.":
    'We konden je adres niet controleren. Probeer het opnieuw of kies een ander adres.',
  'An error occurred during address validation. Please try again.':
    'Er ging iets mis bij het controleren van je adres. Probeer het opnieuw.',
  "Out of Delivery Range: Sorry, we don't currently deliver to this address. Try another address or visit one of our locations.":
    'Buiten ons bezorggebied: sorry, we bezorgen op dit moment niet op dit adres. Probeer een ander adres of kom langs bij een van onze vestigingen.',
  'Location access was denied. Please enable location services.':
    'Toegang tot je locatie is geweigerd. Zet locatievoorzieningen aan.',
  'Location information is unavailable. Please try again.':
    'Je locatie is niet beschikbaar. Probeer het opnieuw.',
  'Location request timed out. Please try again.':
    'Het bepalen van je locatie duurde te lang. Probeer het opnieuw.',
  'Please enter your address manually': 'Vul je adres handmatig in',
  // The delivery location pages
  'Address Validated': 'Adres gecontroleerd',
  'Location confirmed': 'Locatie bevestigd',
  'Address Required': 'Adres nodig',
  'Please enter an address to check if we deliver there.':
    'Vul een adres in om te checken of we daar bezorgen.',
  'Address required': 'Adres nodig',
  'Please enter an address to validate': 'Vul een adres in om te controleren',
  'Street Required': 'Straat nodig',
  'Please type your street and house number so we know where to deliver.':
    'Typ je straat en huisnummer, dan weten we waar we moeten bezorgen.',
  'Failed to geocode address': 'Het adres kon niet worden gevonden',
  'Failed to validate location': 'De locatie kon niet worden gecontroleerd',
  'Failed to get address': 'Het adres kon niet worden opgezocht',
  'Please enter an address': 'Vul een adres in',
  'No coordinates found for this address': 'Geen locatie gevonden voor dit adres',
  'Invalid coordinates received from geocoding service':
    'Ongeldige locatie ontvangen van de adreszoekdienst',
  'Server returned non-JSON response': 'De server gaf een onleesbaar antwoord',
  'Server returned HTML instead of JSON': 'De server gaf een onleesbaar antwoord',
  'Failed to parse server response': 'Het antwoord van de server kon niet worden gelezen',
  'This address is outside our delivery zone': 'Dit adres ligt buiten ons bezorggebied',
  // Checkout, payment and the order pages (texts they share with their tests)
  'Valid Address Required': 'Geldig adres nodig',
  'Please select a valid delivery address before continuing.':
    'Kies eerst een geldig bezorgadres om verder te gaan.',
  'There was a problem saving your location': 'Je locatie kon niet worden opgeslagen',
  'Send invoice to my e-mail': 'Stuur de factuur naar mijn e-mailadres',
  'Merchandise is ordered through the merchandise checkout. Remove it from your cart to order your food.':
    'Merchandise bestel je via de merchandise-kassa. Haal het uit je winkelwagen om je eten te bestellen.',
  'Sign in to use your saved addresses': 'Log in om je opgeslagen adressen te gebruiken',
  'Order failed': 'Bestellen mislukt',
  'Your choices changed. Continue to pay for the updated order.':
    'Je keuzes zijn veranderd. Ga verder om de bijgewerkte bestelling te betalen.',
  'Checking the delivery zone…': 'Bezorggebied controleren…',
  'The address you checked': 'Het adres dat je hebt gecontroleerd',
  'Your current location': 'Je huidige locatie',
  "Sorry, we don't deliver to your current location. Please try a different address.":
    'Sorry, we bezorgen niet op je huidige locatie. Probeer een ander adres.',
  'Unable to get your location. Please enter your address manually.':
    'We konden je locatie niet bepalen. Vul je adres zelf in.',
  'Maximum attempts reached': 'Maximaal aantal pogingen bereikt',
  'The address does not match the location on the map. Please check your address.':
    'Het adres komt niet overeen met de plek op de kaart. Controleer je adres.',
  'Failed to create payment intent': 'De betaling kon niet worden aangemaakt',
  'Failed to initialize payment': 'De betaling kon niet worden gestart',
  'Card element not found': 'Kaartveld niet gevonden',
  'Payment failed': 'Betaling mislukt',
  'Payment confirmation failed': 'Bevestigen van de betaling mislukt',
  'An error occurred with your payment': 'Er ging iets mis met je betaling',
  'An unexpected error occurred': 'Er is een onverwachte fout opgetreden',
  'This order has already been paid': 'Deze bestelling is al betaald',
  'Your card’s expiration date is incomplete.': 'De vervaldatum van je kaart is niet compleet.',
  'Error loading order details': 'Fout bij het laden van je bestelling',
  'Unable to load your order information. Please check your email for confirmation.':
    'We konden je bestelling niet laden. Kijk in je e-mail voor de bevestiging.',
  'The map cannot be shown on this device. The timeline tells you where your order is.':
    'De kaart kan op dit apparaat niet worden getoond. De tijdlijn laat zien waar je bestelling is.',
  'Reorder failed': 'Opnieuw bestellen mislukt',
  'The menu could not be loaded. Please try again.':
    'Het menu kon niet worden geladen. Probeer het opnieuw.',
  // Bar ordering and QR codes
  'Scan the QR code at your bar to order for pickup there.':
    'Scan de QR-code in je bar om daar te bestellen en op te halen.',
  'No items on the bar menu at the moment.': 'Er staat op dit moment niets op de barkaart.',
  'Location Not Found': 'Locatie niet gevonden',
  'Location Unavailable': 'Locatie niet beschikbaar',
  'Outside Delivery Zone': 'Buiten het bezorggebied',
  'Invalid QR Code': 'Ongeldige QR-code',
  'Custom Location Set': 'Eigen locatie ingesteld',
  'Location Set': 'Locatie ingesteld',
  Error: 'Fout',
  'Failed to verify QR code': 'De QR-code kon niet worden gecontroleerd',
  'QR Code Valid': 'QR-code geldig',
  'This QR code is not valid for delivery': 'Deze QR-code is niet geldig voor bezorging',
  'We could not find the delivery location from this QR code.':
    'We konden de bezorglocatie van deze QR-code niet vinden.',
  'We could not find this custom location.': 'We konden deze eigen locatie niet vinden.',
  'This delivery location is currently not available.':
    'Deze bezorglocatie is op dit moment niet beschikbaar.',
  "Sorry, we don't deliver to this location yet.": 'Sorry, we bezorgen nog niet op deze locatie.',
  'This QR code does not contain valid location information.':
    'Deze QR-code bevat geen geldige locatiegegevens.',
  'QR code scanner is not available on this device or browser':
    'De QR-scanner werkt niet op dit apparaat of in deze browser',
  'Camera access denied. Please allow camera access and try again.':
    'Geen toegang tot de camera. Geef toegang tot de camera en probeer het opnieuw.',
  // Merchandise
  'All Items': 'Alle artikelen',
  Hoodies: 'Hoodies',
  'T-Shirts': 'T-shirts',
  Sweatshirts: 'Sweatshirts',
  Accessories: 'Accessoires',
  'Failed to load merchandise. Please try again later.':
    'De merchandise kon niet worden geladen. Probeer het later opnieuw.',
  'No merchandise items available at the moment. Check back soon!':
    'Er is op dit moment geen merchandise beschikbaar. Kom snel terug!',
  'Missing information: Please fill in all required shipping details.':
    'Gegevens ontbreken: vul alle verplichte verzendgegevens in.',
  'Order placed successfully! You will receive a confirmation email shortly.':
    'Je bestelling is geplaatst! Je krijgt zo een bevestiging per e-mail.',
  'No order ID found': 'Geen bestelnummer gevonden',
  'Failed to load order details': 'Je bestelling kon niet worden geladen',
  'Please try again or contact customer support.':
    'Probeer het opnieuw of neem contact op met de klantenservice.',
  'Please try again.': 'Probeer het opnieuw.',
  // Ordering switches
  [MASTER_OFF_MESSAGE]:
    'We hebben het even heel druk! Online bestellen is op dit moment niet mogelijk. Kom later terug of neem rechtstreeks contact met ons op.',
  [MASTER_OFF_SHORT]: 'Online bestellen is tijdelijk uitgeschakeld',
  [SERVICE_UNAVAILABLE_LABEL]: 'Dienst niet beschikbaar',
  [ORDERING_STATUS_LOADING]: 'Beschikbaarheid laden...',

  // The driver portal (location-delivery-staff): its forms' checks and the api's answers
  'The passwords do not match': 'De wachtwoorden komen niet overeen',
  'You must accept the driver agreement': 'Je moet akkoord gaan met de bezorgersovereenkomst',
  'Please sign the agreement in the signature box': 'Zet je handtekening in het tekenvak',
  'The signature lies outside its box': 'De handtekening valt buiten het vak',
  'Please type your full name': 'Typ je volledige naam',
  'Please type your full name to sign': 'Typ je volledige naam om te ondertekenen',
  'Full name may not contain < or > or invisible characters':
    'Je volledige naam mag geen < of > of onzichtbare tekens bevatten',
  'Phone may contain only digits, spaces, +, - and brackets':
    'Een telefoonnummer bevat alleen cijfers, spaties, +, - en haakjes',
  'Licence plate may not contain < or > or invisible characters':
    'Het kenteken mag geen < of > of onzichtbare tekens bevatten',
  'Password may be at most 128 characters': 'Je wachtwoord mag maximaal 128 tekens hebben',
  'Please enter your current password': 'Vul je huidige wachtwoord in',
  'Invalid credentials': 'Gebruikersnaam of wachtwoord klopt niet',
  'Something went wrong': 'Er ging iets mis',
  'Could not create your account': 'Je account kon niet worden aangemaakt',
  'Not a driver account, or not approved by the restaurant yet':
    'Geen bezorgersaccount, of nog niet goedgekeurd door het restaurant',
  'Not approved by the restaurant yet': 'Nog niet goedgekeurd door het restaurant',
  'Enter the 4-digit code the customer gives you':
    'Vul de 4-cijferige code in die de klant je geeft',
  'That code does not match. Ask the customer for the 4-digit code on their tracking page.':
    'Die code klopt niet. Vraag de klant om de 4-cijferige code op de volgpagina.',
  'Too many wrong codes for this order. Try again in 15 minutes, or use "Customer not reachable".':
    'Te veel verkeerde codes voor deze bestelling. Probeer het over 15 minuten opnieuw, of kies "Klant niet bereikbaar".',
  'This offer is no longer open': 'Deze aanbieding staat niet meer open',
  'Go online to take jobs': 'Ga online om ritten aan te nemen',
  'No such offer for this driver': 'Deze aanbieding is niet voor jou',
  'No such order assigned to this driver': 'Deze bestelling is niet aan jou toegewezen',
  'Attach the photo of the delivery': 'Voeg de foto van de bezorging toe',
  'The body is not a readable photo': 'Dit is geen leesbare foto',
  'Credit/Debit Card': 'Creditcard/betaalpas',
  'Cash on Delivery': 'Contant bij bezorging',

  // The back office: its login, staff accounts, page texts, reports and system pages
  'Something went wrong. Please try again.': 'Er ging iets mis. Probeer het opnieuw.',
  'Something went wrong on our side. Please try again.':
    'Er ging bij ons iets mis. Probeer het opnieuw.',
  'You do not have permission to do this': 'Je hebt geen toestemming om dit te doen',
  [ACCOUNT_DEACTIVATED]: 'Dit account is gedeactiveerd. Vraag het aan een beheerder.',
  [LAST_ADMIN]:
    'Dit is het laatste actieve beheerdersaccount. Maak eerst een ander account beheerder voordat je dit account wijzigt.',
  [NOT_YOURSELF]: 'Je kunt je eigen account niet deactiveren of degraderen.',
  'No staff or admin account with this id': 'Geen medewerkers- of beheerdersaccount met dit id',
  'The password was changed and the account was signed out everywhere.':
    'Het wachtwoord is gewijzigd en het account is overal uitgelogd.',
  'Password must be at least 8 characters': 'Het wachtwoord moet minstens 8 tekens hebben',
  'Full name must be at least 2 characters': 'De volledige naam moet minstens 2 tekens hebben',
  'Nothing to change': 'Er is niets te wijzigen',
  'Each text must be a string': 'Elke tekst moet tekst zijn',
  'Enter a valid e-mail address': 'Vul een geldig e-mailadres in',
  'Enter an address of at least 3 characters': 'Vul een adres van minstens 3 tekens in',
  'Enter an address of at most 200 characters': 'Vul een adres van maximaal 200 tekens in',
  'Use a date as YYYY-MM-DD': 'Gebruik een datum als JJJJ-MM-DD',
  'Use a month as YYYY-MM': 'Gebruik een maand als JJJJ-MM',
  'The end date is before the start date': 'De einddatum ligt voor de begindatum',
  'The end month is before the start month': 'De eindmaand ligt voor de beginmaand',

  // The contact form (contracts) and the account (contracts and the api's answers)
  'First name is required': 'Vul je voornaam in',
  'First name is too long': 'Je voornaam is te lang',
  'Last name is required': 'Vul je achternaam in',
  'Last name is too long': 'Je achternaam is te lang',
  'Phone number is too long': 'Je telefoonnummer is te lang',
  'Please enter a detailed message of at least 10 characters':
    'Schrijf een bericht van minstens 10 tekens',
  'Your message is too long (5000 characters at most)':
    'Je bericht is te lang (maximaal 5000 tekens)',
  'Phone number must be at most 30 characters': 'Je telefoonnummer mag maximaal 30 tekens hebben',
  'Your password is not correct': 'Je wachtwoord klopt niet',
  'This is already your e-mail address': 'Dit is al je e-mailadres',
  'This link is not valid any more. Ask for a new one on your profile page.':
    'Deze link is niet meer geldig. Vraag een nieuwe aan op je profielpagina.',
  'The link is incomplete': 'De link is onvolledig',
  'Staff, admin and driver accounts are closed by the restaurant. Ask an admin.':
    'Accounts van medewerkers, beheerders en bezorgers worden door het restaurant gesloten. Vraag het een beheerder.',
  'The image is larger than 5 MB. Choose a smaller one.':
    'De afbeelding is groter dan 5 MB. Kies een kleinere.',
  'This file is not an image we can read. Choose a JPEG, PNG, WebP or GIF picture.':
    'Dit bestand is geen afbeelding die we kunnen lezen. Kies een JPEG-, PNG-, WebP- of GIF-afbeelding.',
  ...notificationTexts,
};

/** The roles the api names in its refusals, as the back office names them in Dutch. */
const ROLE: Record<string, string> = {
  admin: 'beheerder',
  staff: 'medewerker',
  customer: 'klant',
  driver: 'bezorger',
};

const SERVICE: Record<OrderingService, string> = {
  food: 'Eten bestellen en bezorgen',
  bar: 'Bestellen met de QR-code in de bar',
  merchandise: 'Merchandise bestellen',
};
const SERVICES = Object.keys(SERVICE) as OrderingService[];
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

// Every banner the ordering switches can produce, from the same function the English uses.
const ALL_OPEN = {
  masterEnabled: true,
  foodOrderingEnabled: true,
  barOrderingEnabled: true,
  merchandiseOrderingEnabled: true,
};
const SWITCH = {
  food: 'foodOrderingEnabled',
  bar: 'barOrderingEnabled',
  merchandise: 'merchandiseOrderingEnabled',
} as const;
for (const service of SERVICES) {
  exact[serviceUnavailableMessage(service)] = `${SERVICE[service]} is tijdelijk niet mogelijk`;
  const banner = orderingBanner({ ...ALL_OPEN, [SWITCH[service]]: false }, service);
  if (banner) {
    exact[banner.message] =
      `${SERVICE[service]} is tijdelijk niet mogelijk. Onze andere diensten zijn gewoon beschikbaar.`;
  }
}
for (let mask = 1; mask < 8; mask++) {
  const off = SERVICES.filter((_, i) => mask & (1 << i));
  const closed = Object.fromEntries(off.map((s) => [SWITCH[s], false]));
  const banner = orderingBanner({ ...ALL_OPEN, ...closed }, 'all');
  const names = off.map((s, i) => (i === 0 ? SERVICE[s] : lowerFirst(SERVICE[s])));
  if (banner) {
    const list = new Intl.ListFormat('nl', { type: 'conjunction' }).format(names);
    exact[banner.message] = `${list} ${off.length === 1 ? 'is' : 'zijn'} tijdelijk niet mogelijk.`;
  }
}

const patterns: [RegExp, (...groups: string[]) => string][] = [
  [
    /^Too many attempts\. Please try again in (\d+) minutes?\.$/,
    (n) => `Te veel pogingen. Probeer het over ${n} ${n === '1' ? 'minuut' : 'minuten'} opnieuw.`,
  ],
  [
    /^Too many messages\. Please try again in (\d+) minutes?\.$/,
    (n) => `Te veel berichten. Probeer het over ${n} ${n === '1' ? 'minuut' : 'minuten'} opnieuw.`,
  ],
  [
    /^Great! Your address is within our delivery zone: (.+)$/,
    (zone) => `Top! Je adres ligt in ons bezorggebied: ${zone}`,
  ],
  [
    /^The minimum order for (.+) is (€ [\d.,]+)$/,
    (zone, amount) => `Het minimale bestelbedrag voor ${zone} is ${amount}`,
  ],
  [/^Error (\d+)$/, (status) => `Fout ${status}`],
  [/^Delivering to (.+)$/, (place) => `We bezorgen op ${place}`],
  [/^Could not start scanner: (.*)$/, (reason) => `De scanner kon niet starten: ${reason}`],
  [
    /^You do not have admin privileges\. Your role: (\w+)$/,
    (role) => `Je hebt geen toegang tot de backoffice. Je rol: ${ROLE[role] ?? role}`,
  ],
  [/^A text can be at most (\d+) characters$/, (n) => `Een tekst mag maximaal ${n} tekens hebben`],
  [/^At most (\d+) texts per page$/, (n) => `Maximaal ${n} teksten per pagina`],
  [/^A report covers at most (\d+) days$/, (n) => `Een overzicht beslaat maximaal ${n} dagen`],
  [/^A report covers at most (\d+) months$/, (n) => `Een overzicht beslaat maximaal ${n} maanden`],
  [
    /^The geocoder did not answer \((.*)\)\.$/,
    (reason) => `De geocoder gaf geen antwoord (${reason}).`,
  ],
  ...notificationPatterns,
];

export default function translate(message: string): string | undefined {
  const known = exact[message];
  if (known !== undefined) return known;
  for (const [pattern, render] of patterns) {
    const match = pattern.exec(message);
    if (match) return render(...match.slice(1));
  }
  return undefined;
}
