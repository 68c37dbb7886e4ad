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
};

export default en;
