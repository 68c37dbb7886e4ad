/**
 * Dutch for the English sentences that have no code yet, keyed by the exact English text
 * (parametrised ones by pattern): the web's own sentences that are not in its locale modules
 * (they move with the texts to Paraglide, docs/decisions/0052).
 * The api's error messages and the notes its answers carry as data (their `texts`), the shared
 * schemas' validation messages and the stored notifications are said by their codes
 * (nl-api.ts, nl-validation.ts, nl-notifications.ts), never from here; the ordering switches'
 * banners are the web's own messages (`shop_ordering_*`).
 */
const exact: Record<string, string> = {
  // Server and network
  'Could not log in. Please try again.': 'Inloggen is niet gelukt. Probeer het opnieuw.',
  'Could not create account. Please try again.':
    'Je account kon niet worden aangemaakt. Probeer het opnieuw.',
  'Registration failed. Please try again.': 'Registreren is mislukt. Probeer het opnieuw.',
  'Could not log out. Please try again.': 'Uitloggen is niet gelukt. Probeer het opnieuw.',
  'Username or password not recognized. Please try again.':
    'Gebruikersnaam of wachtwoord niet herkend. Probeer het opnieuw.',
  'Could not determine the coordinates for this address. Please check the address and try again.':
    'We konden de locatie van dit adres niet bepalen. Controleer het adres en probeer het opnieuw.',
  'No coordinates found for this address. Please try a different address.':
    'Geen locatie gevonden voor dit adres. Probeer een ander adres.',
  'Invalid coordinates for this address. Please try again with a different format.':
    'Ongeldige locatie voor dit adres. Probeer het opnieuw in een andere schrijfwijze.',
  'An error occurred during address validation. Please try again.':
    'Er ging iets mis bij het controleren van je adres. Probeer het opnieuw.',
  'Location access was denied. Please enable location services.':
    'Toegang tot je locatie is geweigerd. Zet locatievoorzieningen aan.',
  'Location information is unavailable. Please try again.':
    'Je locatie is niet beschikbaar. Probeer het opnieuw.',
  'Location request timed out. Please try again.':
    'Het bepalen van je locatie duurde te lang. Probeer het opnieuw.',
  'Please enter your address manually': 'Vul je adres handmatig in',
  // The back office: menu, categories, merchandise and photos
  'The photo could not be uploaded': 'De foto kon niet worden geüpload',
  // The back office: QR locations, bars and zones
  'The map cannot be shown on this device. Type the border corners in the form instead.':
    'De kaart kan op dit apparaat niet worden getoond. Typ de hoeken van de grens in het formulier.',
  // The back office: store settings
  // The legal details on the invoices (Store settings)
  'Use at most 120 characters': 'Gebruik maximaal 120 tekens',
  'Use at most 80 characters': 'Gebruik maximaal 80 tekens',
  // The back office: the dispatch map and assigning drivers
  'The dispatch map could not load': 'De kaart van de ritplanning kon niet worden geladen',

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
  'Your card’s expiration date is incomplete.': 'De vervaldatum van je kaart is niet compleet.',
  'Error loading order details': 'Fout bij het laden van je bestelling',
  'Unable to load your order information. Please check your email for confirmation.':
    'We konden je bestelling niet laden. Kijk in je e-mail voor de bevestiging.',
  'Map unavailable': 'Kaart niet beschikbaar',
  'Loading map': 'Kaart laden',
  'The map cannot be shown on this device. You can still check your address in the Address tab.':
    'De kaart kan op dit apparaat niet worden getoond. Je kunt je adres nog controleren op het tabblad Adres.',
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
  'This QR code does not contain valid location information.':
    'Deze QR-code bevat geen geldige locatiegegevens.',
  'QR code scanner is not available on this device or browser':
    'De QR-scanner werkt niet op dit apparaat of in deze browser',
  'Camera access denied. Please allow camera access and try again.':
    'Geen toegang tot de camera. Geef toegang tot de camera en probeer het opnieuw.',
  // Merchandise
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

  // The driver portal (location-delivery-staff): its forms' checks and the api's answers
  'The passwords do not match': 'De wachtwoorden komen niet overeen',
  'Invalid credentials': 'Gebruikersnaam of wachtwoord klopt niet',
  'Something went wrong': 'Er ging iets mis',
  'Could not create your account': 'Je account kon niet worden aangemaakt',

  // The back office: its login, staff accounts, page texts, reports and system pages
  'Something went wrong. Please try again.': 'Er ging iets mis. Probeer het opnieuw.',
};

const patterns: [RegExp, (...groups: string[]) => string][] = [
  // The back office's forms and answers (catalogue, places, zones, dispatch)
  [
    /^Line (\d+): write longitude, latitude, e\.g\. 4\.9041, 52\.3676$/,
    (n) => `Regel ${n}: schrijf lengtegraad, breedtegraad, bijv. 4.9041, 52.3676`,
  ],
  [/^Delivering to (.+)$/, (place) => `We bezorgen op ${place}`],
  [/^Could not start scanner: (.*)$/, (reason) => `De scanner kon niet starten: ${reason}`],
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
