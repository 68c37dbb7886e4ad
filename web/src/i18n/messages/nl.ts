import {
  ACCOUNT_DEACTIVATED,
  LAST_ADMIN,
  IMAGE_NOT_AN_IMAGE,
  IMAGE_TOO_LARGE,
  PLACE_SLUG_MESSAGE,
  SLUG_TAKEN_MESSAGE,
  ZONE_NAME_TAKEN_MESSAGE,
  ZONE_NO_AREA_MESSAGE,
  ZONE_SELF_CROSSING_MESSAGE,
  ZONE_TOO_FEW_POINTS_MESSAGE,
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
  'We accept payments by card, iDEAL | Wero and Bancontact':
    'We accepteren betalingen met een kaart, iDEAL | Wero en Bancontact',
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
  // The back office: menu, categories, merchandise and photos
  [IMAGE_NOT_AN_IMAGE]: 'Het bestand is geen JPEG-, PNG- of WebP-afbeelding',
  [IMAGE_TOO_LARGE]: 'De afbeelding is groter dan 5 MB',
  'Choose a photo to upload': 'Kies een foto om te uploaden',
  'The photo could not be uploaded': 'De foto kon niet worden geüpload',
  'Image address is too long': 'Het adres van de afbeelding is te lang',
  'Upload a photo or give an https address': 'Upload een foto of geef een https-adres op',
  'Description can be at most 2000 characters': 'De omschrijving mag maximaal 2000 tekens hebben',
  'Choose a category': 'Kies een categorie',
  'Nutrition info is too long': 'De voedingswaarde is te lang',
  'Tebi id is too long': 'Het Tebi-id is te lang',
  'Preparation time must be a number': 'Vul bij bereidingstijd een getal in',
  'Preparation time must be whole minutes': 'Vul de bereidingstijd in hele minuten in',
  'Preparation time cannot be negative': 'De bereidingstijd kan niet negatief zijn',
  'Preparation time can be at most 240 minutes': 'De bereidingstijd is maximaal 240 minuten',
  'Quantity per order must be a number': 'Vul bij stuks per portie een getal in',
  'Quantity per order must be a whole number': 'Vul bij stuks per portie een heel getal in',
  'Quantity per order must be at least 1': 'Stuks per portie is minstens 1',
  'Quantity per order can be at most 100': 'Stuks per portie is maximaal 100',
  'At most 20 tags': 'Maximaal 20 tags',
  'VAT rate must be 9 % or 21 %': 'Het btw-tarief is 9 % of 21 %',
  'At most 50 options': 'Maximaal 50 opties',
  'Choose at least one item': 'Kies minstens één artikel',
  'Price must be a number': 'Vul bij prijs een getal in',
  'Price cannot be negative': 'De prijs kan niet negatief zijn',
  'Price can have at most 2 decimals': 'De prijs heeft maximaal 2 decimalen',
  'Menu item not found': 'Menu-item niet gevonden',
  'Category not found': 'Categorie niet gevonden',
  'Merchandise item not found': 'Merchandise-artikel niet gevonden',
  'A category with this name already exists': 'Er bestaat al een categorie met deze naam',
  'This item is archived: it can no longer be put on sale':
    'Dit artikel is gearchiveerd: het kan niet meer te koop worden gezet',
  'The list has changed meanwhile: reload it and order it again':
    'De lijst is intussen veranderd: laad hem opnieuw en zet hem opnieuw op volgorde',
  // The back office: QR locations, bars and zones
  [PLACE_SLUG_MESSAGE]: 'Gebruik kleine letters, cijfers en enkele streepjes, bijv. ndsm-terrace',
  [SLUG_TAKEN_MESSAGE]: 'Deze slug is al in gebruik. Kies een andere slug.',
  [ZONE_NAME_TAKEN_MESSAGE]: 'Deze naam is al in gebruik. Kies een andere naam.',
  [ZONE_TOO_FEW_POINTS_MESSAGE]:
    'Een zone heeft minstens 3 verschillende hoekpunten nodig. Teken het gebied opnieuw.',
  [ZONE_NO_AREA_MESSAGE]:
    'De zone heeft geen oppervlakte: de hoeken liggen op één lijn. Teken het gebied opnieuw.',
  [ZONE_SELF_CROSSING_MESSAGE]:
    'De grens van de zone kruist zichzelf. Verplaats de hoeken zodat de grens niet kruist.',
  'The map cannot be shown on this device. Type the border corners in the form instead.':
    'De kaart kan op dit apparaat niet worden getoond. Typ de hoeken van de grens in het formulier.',
  'Slug is required': 'Vul een slug in',
  'Draw the zone on the map': 'Teken de zone op de kaart',
  'A zone has at most 2000 corners': 'Een zone heeft maximaal 2000 hoeken',
  'At most 20 rings': 'Maximaal 20 ringen',
  'Latitude is required': 'Vul een breedtegraad in',
  'Latitude must be between -90 and 90': 'De breedtegraad ligt tussen -90 en 90',
  'Longitude is required': 'Vul een lengtegraad in',
  'Longitude must be between -180 and 180': 'De lengtegraad ligt tussen -180 en 180',
  'Commission must be a number': 'Vul bij commissie een getal in',
  'Commission cannot be negative': 'De commissie kan niet negatief zijn',
  'Commission is at most 100 %': 'De commissie is maximaal 100 %',
  'At most two decimals': 'Maximaal twee decimalen',
  // The back office: store settings
  'Use HH:MM': 'Gebruik UU:MM',
  'Use YYYY-MM-DD': 'Gebruik JJJJ-MM-DD',
  'Use a date and time': 'Kies een datum en tijd',
  'Enter a number of orders': 'Vul een aantal bestellingen in',
  'Enter a whole number': 'Vul een heel getal in',
  'At least 1 order': 'Minstens 1 bestelling',
  'At most 500 orders': 'Maximaal 500 bestellingen',
  'Enter a number of minutes': 'Vul een aantal minuten in',
  'Enter a whole number of minutes': 'Vul een heel aantal minuten in',
  'At least 1 minute': 'Minstens 1 minuut',
  'At least 5 minutes': 'Minstens 5 minuten',
  'At most 120 minutes': 'Maximaal 120 minuten',
  'At most 240 minutes': 'Maximaal 240 minuten',
  'Enter a percentage': 'Vul een percentage in',
  'Use at most two decimals': 'Gebruik maximaal twee decimalen',
  'The service fee cannot be negative': 'De servicekosten kunnen niet negatief zijn',
  'The service fee can be at most 20 %': 'De servicekosten zijn maximaal 20 %',
  'Enter an amount': 'Vul een bedrag in',
  'Use whole cents': 'Gebruik hele centen',
  'The express surcharge cannot be negative': 'De expreskosten kunnen niet negatief zijn',
  'The express surcharge can be at most €20.00': 'De expreskosten zijn maximaal € 20,00',
  'At most 200 exceptions': 'Maximaal 200 uitzonderingen',
  'Each date may have one exception only': 'Elke datum mag maar één uitzondering hebben',
  'Choose a time in the future': 'Kies een tijd in de toekomst',
  'This switch is on: only a pause can have an end':
    'Deze schakelaar staat aan: alleen een pauze kan een einde hebben',
  // The legal details on the invoices (Store settings)
  'Enter the name the business is registered under':
    'Vul de naam in waaronder het bedrijf is ingeschreven',
  'Enter the street and house number': 'Vul de straat en het huisnummer in',
  'Enter a Dutch postcode, such as 1013 EL': 'Vul een Nederlandse postcode in, zoals 1013 EL',
  'Enter the city': 'Vul de plaats in',
  'Use at most 120 characters': 'Gebruik maximaal 120 tekens',
  'Use at most 80 characters': 'Gebruik maximaal 80 tekens',
  'A KvK number has 8 digits, such as 12345678': 'Een KvK-nummer heeft 8 cijfers, zoals 12345678',
  'A Dutch VAT id reads NL, 9 digits, B and 2 digits: NL123456789B01':
    'Een btw-nummer bestaat uit NL, 9 cijfers, B en 2 cijfers: NL123456789B01',
  // Refunds in the back office
  'Enter an amount above € 0,00': 'Vul een bedrag boven € 0,00 in',
  'The shop has no settings row yet; run the seed first':
    'De shop heeft nog geen instellingen; voer eerst de seed uit',
  // The back office: the dispatch map and assigning drivers
  'The dispatch map could not load': 'De kaart van de ritplanning kon niet worden geladen',
  'Order not found': 'Bestelling niet gevonden',
  'Driver not found': 'Bezorger niet gevonden',

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
  'Payment successful': 'Betaling gelukt',
  'Payment failed': 'Betaling mislukt',
  'Payment confirmation failed': 'Bevestigen van de betaling mislukt',
  'An error occurred with your payment': 'Er ging iets mis met je betaling',
  'An unexpected error occurred': 'Er is een onverwachte fout opgetreden',
  'This order has already been paid': 'Deze bestelling is al betaald',
  'A return URL is required for a payment method that goes through the bank':
    'Voor een betaalmethode via de bank is een terugkeeradres nodig',
  'The return URL must be a path of this shop, e.g. /order/success':
    'Het terugkeeradres moet een pad van deze winkel zijn, bijvoorbeeld /order/success',
  'No such payment intent': 'Deze betaling bestaat niet',
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

// Names of the back office's fields as its checks name them, for the patterns below.
const FIELD_TO_FILL: Record<string, string> = {
  Name: 'een naam',
  'Option name': 'een naam voor de optie',
  'Option value': 'een waarde voor de optie',
  Tag: 'een tag',
  Drink: 'een drankje',
  Address: 'een adres',
};
const FIELD_SUBJECT: Record<string, string> = {
  Name: 'De naam',
  'Option name': 'De naam van de optie',
  'Option value': 'De waarde van de optie',
  Tag: 'Een tag',
  Drink: 'Een drankje',
  Address: 'Het adres',
};
const AMOUNT: Record<string, string> = {
  'Delivery fee': 'bezorgkosten',
  'Minimum order': 'minimale bestelling',
};

const patterns: [RegExp, (...groups: string[]) => string][] = [
  // The back office's forms and answers (catalogue, places, zones, dispatch)
  [
    /^(Name|Option name|Option value|Tag|Drink|Address) is required$/,
    (field) => `Vul ${FIELD_TO_FILL[field] ?? field} in`,
  ],
  [
    /^(Name|Option name|Option value|Tag|Drink|Address) can be at most (\d+) characters$/,
    (field, n) => `${FIELD_SUBJECT[field] ?? field} mag maximaal ${n} tekens hebben`,
  ],
  [/^At most (\d+) characters$/, (n) => `Maximaal ${n} tekens`],
  [/^Price can be at most (\d+) euros$/, (n) => `De prijs is maximaal ${n} euro`],
  [
    /^(Delivery fee|Minimum order) must be a number$/,
    (field) => `Vul bij ${AMOUNT[field] ?? field} een getal in`,
  ],
  [
    /^(Delivery fee|Minimum order) must be whole cents$/,
    (field) => `Vul bij ${AMOUNT[field] ?? field} hele centen in`,
  ],
  [
    /^(Delivery fee|Minimum order) cannot be negative$/,
    (field) => `Vul bij ${AMOUNT[field] ?? field} geen negatief bedrag in`,
  ],
  [
    /^(Delivery fee|Minimum order) is at most € (\d+)$/,
    (field, n) => `Vul bij ${AMOUNT[field] ?? field} maximaal € ${n} in`,
  ],
  [
    /^This category still holds (\d+) item\(s\), archived ones included: move them to another category first$/,
    (n) =>
      `Deze categorie bevat nog ${n} artikel(en), gearchiveerde meegeteld: verplaats ze eerst naar een andere categorie`,
  ],
  [
    /^"(.+)" has orders, so it cannot be deleted\. Switch it off \(inactive\) instead\.$/,
    (name) =>
      `"${name}" heeft bestellingen en kan daarom niet worden verwijderd. Zet het uit (inactief).`,
  ],
  [
    /^Overlaps the active zone "(.+)" \(about (\d+) % of this zone\)\. Addresses in the overlap get the fee and minimum order of "(.+)", the zone higher in the list\.$/,
    (other, percent, winner) =>
      `Overlapt met de actieve zone "${other}" (ongeveer ${percent} % van deze zone). Adressen in de overlap krijgen de bezorgkosten en het minimale bestelbedrag van "${winner}", de zone die hoger in de lijst staat.`,
  ],
  [
    /^Scan with your phone's camera to order for delivery in (.+)\.$/,
    (zone) => `Scan met de camera van je telefoon om te bestellen met bezorging in ${zone}.`,
  ],
  [
    /^Scan with your phone's camera to have your order delivered to (.+)\.$/,
    (place) =>
      `Scan met de camera van je telefoon om je bestelling te laten bezorgen bij ${place}.`,
  ],
  [
    /^Scan with your phone's camera to order here at (.+); collect it at the bar\.$/,
    (bar) =>
      `Scan met de camera van je telefoon om hier bij ${bar} te bestellen; haal het op aan de bar.`,
  ],
  [
    /^Line (\d+): write longitude, latitude, e\.g\. 4\.9041, 52\.3676$/,
    (n) => `Regel ${n}: schrijf lengtegraad, breedtegraad, bijv. 4.9041, 52.3676`,
  ],
  [
    /^Order #(\d+) is picked up at the bar and needs no driver$/,
    (id) => `Bestelling #${id} wordt aan de bar opgehaald en heeft geen bezorger nodig`,
  ],
  [/^Order #(\d+) is not paid yet$/, (id) => `Bestelling #${id} is nog niet betaald`],
  [
    /^Order #(\d+) was paid (€ [\d.,]+); refund at most that$/,
    (id, amount) => `Voor bestelling #${id} is ${amount} betaald; betaal maximaal dat terug`,
  ],
  [
    /^(€ [\d.,]+) of order #(\d+) has already been refunded; an order is refunded once$/,
    (amount, id) =>
      `Van bestelling #${id} is al ${amount} terugbetaald; een bestelling wordt één keer terugbetaald`,
  ],
  [
    /^Order #(\d+) has left the kitchen; its driver can no longer change$/,
    (id) => `Bestelling #${id} heeft de keuken verlaten; de bezorger kan niet meer veranderen`,
  ],
  [
    /^Order #(\d+) was taken back from its driver meanwhile$/,
    (id) => `Bestelling #${id} is intussen teruggenomen van de bezorger`,
  ],
  [
    /^Order #(\d+) was assigned to another driver meanwhile$/,
    (id) => `Bestelling #${id} is intussen aan een andere bezorger toegewezen`,
  ],
  [/^(.+) is not approved yet$/, (name) => `${name} is nog niet goedgekeurd`],
  [/^(.+) is offline$/, (name) => `${name} is offline`],
  [/^(.+) already carries (\d+) orders$/, (name, n) => `${name} brengt al ${n} bestellingen`],
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
