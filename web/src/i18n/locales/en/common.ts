/** Texts of the shop's frame (header, footer, menus) and of every area alike. */
const common = {
  language: {
    label: 'Language',
    switchTo: 'Switch language',
  },
  nav: {
    home: 'Home',
    menu: 'Menu',
    about: 'About',
    contact: 'Contact',
    shopMerch: 'Shop Merch',
    cart: 'Cart',
    signIn: 'Sign In',
    logoHome: '{{name}} home',
    skipToContent: 'Skip to content',
    openNavigation: 'Open navigation',
    mainLabel: 'Main',
    profile: 'Profile',
    myOrders: 'My Orders',
    myAddresses: 'My Addresses',
    myLocation: 'My Location',
    adminDashboard: 'Admin Dashboard',
    driverDashboard: 'Driver Dashboard',
    accountMenu: 'Account menu',
    accountMenuOf: 'Account menu, {{name}}',
    logout: 'Logout',
    login: 'Login',
    register: 'Register',
    cartItems_one: 'Cart, {{count}} item',
    cartItems_other: 'Cart, {{count}} items',
  },
  footer: {
    label: 'Footer',
    quickLinks: 'Quick Links',
    contact: 'Contact',
    openingHours: 'Opening Hours',
    rights: '© {{year}} {{name}}. All rights reserved.',
    aboutUs: 'About Us',
    terms: 'Terms and Conditions',
    driverPortal: 'Driver Portal',
    closed: 'Closed',
  },
  backOffice: {
    loading: 'Loading Admin Panel',
    pleaseWait: 'Please wait...',
    loadingError: 'Loading Error',
    pleaseRefresh: 'Please refresh the page',
  },
  status: {
    loading: 'Loading',
  },
  /** An order's status; equal to the contracts' ORDER_STATUS_LABELS. */
  orderStatus: {
    pending: 'Pending',
    preparing: 'Preparing',
    ready: 'Ready',
    in_transit: 'In Transit',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  },
  errors: {
    notFound: '404 Page Not Found',
    oops: 'Oops! Something went wrong',
    refresh: 'Refresh Page',
    accessDenied: 'Access Denied',
    noPermission: 'You do not have permission to access this page.',
    yourRole: 'Your role: {{role}}',
    requiredRole_one: 'Required role: {{roles}}',
    requiredRole_other: 'Required roles: {{roles}}',
    notAvailable: 'This page is not available yet.',
    /** A call that never reached the server (the words of Chrome's fetch). */
    noConnection: 'Failed to fetch',
    /** A failed response that said nothing, with its status or without. */
    status: 'Error {{status}}',
    requestFailed: 'An error occurred',
  },
  addressLabel: {
    field: 'Address label',
    placeholder: 'Choose a label',
    home: 'Home',
    work: 'Work',
    other: 'Other',
  },
  /** Texts Mantine's form fields would otherwise give in English. */
  form: {
    showPassword: 'Show password',
  },
};

export default common;
