/** The customer e-mails' English. */
const en = {
  footer: 'Italieno · Haarlemmerstraat 73, 1013 EL Amsterdam · info@italieno.nl',
  hello: 'Ciao',
  helloName: 'Ciao {{name}}',
  theBar: 'the bar',
  status: {
    follow: 'Follow your order',
    followLive: 'Follow it live',
    prepTime: 'Preparation time: about {{minutes}} minutes',
    readyAt: 'Ready for pickup at {{bar}}: {{eta}}',
    estimate: 'Estimated delivery: {{eta}}',
    confirmedSubject: 'Your order {{n}} is confirmed',
    confirmedBody:
      'Grazie{{name}}! The kitchen has accepted your order {{n}} and is preparing it now.',
    readySubject: 'Your order {{n}} is ready for pickup at {{bar}}',
    readyBody:
      '{{hello}}, your order {{n}} is ready. Pick it up at {{bar}} and give the order number.',
    onTheWaySubject: 'Your order {{n}} is on its way',
    onTheWayBody: '{{hello}}, your order {{n}} has left the kitchen and is on its way to you.',
    pickedUpSubject: 'Your order {{n}} has been picked up',
    deliveredSubject: 'Your order {{n}} has been delivered',
    pickedUpBody: 'Buon appetito{{name}}! Your order {{n}} has been picked up at {{bar}}.',
    deliveredBody: 'Buon appetito{{name}}! Your order {{n}} has been delivered.',
    thanks: 'Thank you for ordering from Italieno.',
    cancelledSubject: 'Your order {{n}} has been cancelled',
    cancelledBody: '{{hello}}, we are sorry: your order {{n}} has been cancelled.',
    reason: 'Reason: {{reason}}',
    refundComing:
      'The refund of {{amount}} is on its way to the card you paid with; we will e-mail you once it is done.',
    notCharged: 'You have not been charged.',
    questions: 'Questions? Write to info@italieno.nl.',
    refundedSubject: 'Your refund of {{amount}} for order {{n}}',
    refundedBody:
      '{{hello}}, we have refunded {{amount}} for your cancelled order {{n}} to the card you paid with.',
    refundDays: 'Your bank usually shows it within 5 to 10 working days.',
  },
  receipt: {
    grazie: 'Grazie, {{name}}!',
    subtotal: 'Subtotal',
    vat: 'Incl. VAT {{rate}}',
    total: 'Total',
    free: 'Free',
  },
  invoice: {
    subject: 'Your Italieno invoice for order #{{n}}',
    intro:
      'Here is the invoice for your order {{n}}. We have received your payment and the kitchen is on it.',
    orderNumber: 'Order number',
    date: 'Date',
    paymentMethod: 'Payment method',
    card: 'Credit/Debit Card',
    ideal: 'iDEAL | Wero',
    bancontact: 'Bancontact',
    cash: 'Cash on Delivery',
    delivery: 'Delivery',
    standard: 'Standard delivery',
    express: 'Express delivery',
    scheduled: 'Scheduled delivery',
    readyForPickup: 'Ready for pickup',
    estimatedDelivery: 'Estimated delivery',
    pickupAt: 'Pickup at',
    deliveryTo: 'Delivery to',
    addressNote: 'Note: {{note}}',
    combo: 'Sandwich: {{sandwich}} · Drink: {{drink}} · Sauce: {{sauce}}',
    deliveryFee: 'Delivery fee',
    expressFee: 'Express delivery',
    serviceFee: 'Service fee',
    tip: 'Tip',
    yourNote: 'Your note: {{note}}',
  },
  merchandise: {
    subject: 'Your Italieno order #{{n}} is confirmed',
    received: 'We have received your payment for order {{n}} ({{date}}).',
    ships: 'We will let you know when it ships.',
    shipping: 'Shipping ({{method}})',
    shippingTo: 'Shipping to',
  },
  account: {
    notYou: 'Was this not you? Write to info@italieno.nl straight away.',
    tomorrow: 'tomorrow',
    emailChangeSubject: 'Confirm your new e-mail address for Italieno',
    emailChangeBody: '{{hello}}, you asked to use this address for your Italieno account.',
    emailChangeOnce:
      'Open the link below to confirm it. It works once, until {{until}}. Until then your account keeps its old address.',
    emailChangeIgnore: 'Did not ask for this? Then ignore this e-mail: nothing changes.',
    emailChangeLink: 'Confirm this address',
    exportSubject: 'Your Italieno data was downloaded',
    exportBody:
      '{{hello}}, a copy of the data of your Italieno account (account details, addresses, orders and notifications) was just downloaded.',
    deletedSubject: 'Your Italieno account has been deleted',
    deletedBody:
      '{{hello}}, your Italieno account has been deleted. Your name, contact details, addresses and notifications are erased; your past orders stay in our books without your name, as the law asks of us.',
    deletedAgain:
      'You can still order as a guest or make a new account at any time. Grazie for ordering from us.',
  },
};

export default en;
