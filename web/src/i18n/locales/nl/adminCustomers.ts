import type en from '../en/adminCustomers';
import type { Translation } from '../types';

const adminCustomers: Translation<typeof en> = {
  title: 'Klanten',
  search: 'Zoeken',
  searchPlaceholder: 'Naam, gebruikersnaam, e-mail of telefoon',
  noMatch: 'Geen klanten gevonden',
  username: 'Gebruikersnaam',
  name: 'Naam',
  email: 'E-mail',
  phone: 'Telefoon',
  orders: 'Bestellingen',
  lastOrder: 'Laatste bestelling',
  back: '← Klanten',
  notFound: 'Klant niet gevonden',
  loading: 'Klant laden…',
  export: 'Gegevens exporteren',
  erase: 'Gegevens wissen',
  usernameLine: 'Gebruikersnaam: {{value}}',
  emailLine: 'E-mail: {{value}}',
  phoneLine: 'Telefoon: {{value}}',
  since: 'Klant sinds {{date}}',
  orderCount_one: '{{count}} bestelling',
  orderCount_other: '{{count}} bestellingen',
  addresses: 'Opgeslagen adressen',
  none: 'Geen',
  isDefault: ' (standaard)',
  noOrders: 'Nog geen bestellingen',
  order: 'Bestelling',
  placed: 'Geplaatst',
  status: 'Status',
  total: 'Totaal',
  eraseTitle: 'Gegevens van deze klant wissen?',
  eraseHelp:
    'Het account, de adressen en de persoonlijke gegevens worden verwijderd. Bestellingen houden wat de boekhouding nodig heeft. Dit kan niet ongedaan worden gemaakt.',
  back2: 'Terug',
  erased: 'Klantgegevens gewist',
  couldNotErase: 'De gegevens konden niet worden gewist',
};

export default adminCustomers;
