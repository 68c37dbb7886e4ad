import type en from '../en/adminDashboard';
import type { Translation } from '../types';

const adminDashboard: Translation<typeof en> = {
  title: 'Dashboard',
  kitchenBoard: 'Keukenbord',
  dispatchMap: 'Ritplanningskaart',
  refresh: 'Vernieuwen',
  loading: 'Cijfers van vandaag laden…',
  today: 'Vandaag',
  orders: 'Bestellingen',
  revenue: 'Omzet',
  averageBasket: 'Gemiddeld bestelbedrag',
  averagePreparation: 'Gemiddelde bereidingstijd',
  averageDelivery: 'Gemiddelde bezorgtijd',
  driversOnline: 'Bezorgers online',
  minutes: '{{count}} min',
  averageMinutes: '{{minutes}} min',
  openOrders: 'Open bestellingen',
  openKitchenBoard: 'Naar het keukenbord',
  columnCount: '{{column}}: {{count}}',
  last14Days: 'Afgelopen 14 dagen',
  loadingChart: 'Grafiek laden…',
  ordersPerDay: 'Bestellingen per dag',
  day: 'Dag',
  latestChanges: 'Laatste wijzigingen',
  noChanges: 'Nog geen wijzigingen.',
  actor: '{{name}} ({{role}})',
};

export default adminDashboard;
