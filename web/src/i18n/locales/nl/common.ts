import type en from '../en/common';
import type { Translation } from '../types';

const common: Translation<typeof en> = {
  language: {
    label: 'Taal',
    switchTo: 'Taal wijzigen',
  },
  nav: {
    home: 'Home',
    menu: 'Menu',
    about: 'Over ons',
    contact: 'Contact',
    shopMerch: 'Merchandise',
    cart: 'Winkelwagen',
    signIn: 'Inloggen',
    skipToContent: 'Naar de inhoud',
    openNavigation: 'Navigatie openen',
    mainLabel: 'Hoofdmenu',
    profile: 'Profiel',
    myOrders: 'Mijn bestellingen',
    myAddresses: 'Mijn adressen',
    myLocation: 'Mijn locatie',
    adminDashboard: 'Backoffice',
    driverDashboard: 'Bezorgersportaal',
    accountMenu: 'Accountmenu',
    logout: 'Uitloggen',
    login: 'Inloggen',
    register: 'Registreren',
    cartItems_one: 'Winkelwagen, {{count}} artikel',
    cartItems_other: 'Winkelwagen, {{count}} artikelen',
  },
  footer: {
    label: 'Voettekst',
    quickLinks: 'Snel naar',
    contact: 'Contact',
    openingHours: 'Openingstijden',
    rights: '© {{year}} {{name}}. Alle rechten voorbehouden.',
    aboutUs: 'Over ons',
    terms: 'Algemene voorwaarden',
    driverPortal: 'Bezorgersportaal',
    closed: 'Gesloten',
  },
  backOffice: {
    loading: 'Backoffice laden',
    pleaseWait: 'Even geduld...',
    loadingError: 'Fout bij het laden',
    pleaseRefresh: 'Vernieuw de pagina',
  },
  status: {
    loading: 'Laden',
  },
  orderStatus: {
    pending: 'In afwachting',
    preparing: 'In bereiding',
    ready: 'Klaar',
    in_transit: 'Onderweg',
    delivered: 'Bezorgd',
    cancelled: 'Geannuleerd',
  },
  errors: {
    notFound: '404 Pagina niet gevonden',
    oops: 'Oeps! Er ging iets mis',
    refresh: 'Pagina vernieuwen',
    accessDenied: 'Geen toegang',
    noPermission: 'Je hebt geen toegang tot deze pagina.',
    yourRole: 'Jouw rol: {{role}}',
    requiredRole_one: 'Vereiste rol: {{roles}}',
    requiredRole_other: 'Vereiste rollen: {{roles}}',
    notAvailable: 'Deze pagina is nog niet beschikbaar.',
  },
  addressLabel: {
    field: 'Soort adres',
    placeholder: 'Kies een soort',
    home: 'Thuis',
    work: 'Werk',
    other: 'Anders',
  },
  form: {
    showPassword: 'Wachtwoord tonen',
  },
};

export default common;
