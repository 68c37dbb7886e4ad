/** The back office's dashboard. */
const adminDashboard = {
  title: 'Admin Dashboard',
  kitchenBoard: 'Kitchen board',
  dispatchMap: 'Dispatch map',
  refresh: 'Refresh',
  loading: 'Loading today’s figures…',
  today: 'Today',
  orders: 'Orders',
  revenue: 'Revenue',
  averageBasket: 'Average basket',
  averagePreparation: 'Average preparation',
  averageDelivery: 'Average delivery',
  driversOnline: 'Drivers online',
  minutes: '{{count}} min',
  averageMinutes: '{{minutes}} min',
  openOrders: 'Open orders',
  openKitchenBoard: 'Open the kitchen board',
  columnCount: '{{column}}: {{count}}',
  last14Days: 'Last 14 days',
  loadingChart: 'Loading chart…',
  ordersPerDay: 'Orders per day',
  day: 'Day',
  latestChanges: 'Latest changes',
  noChanges: 'No changes yet.',
  actor: '{{name}} ({{role}})',
};

export default adminDashboard;
