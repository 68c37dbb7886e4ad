/**
 * Web Push: the opt-in on the tracking page, the kitchen board and the driver portal, and the
 * notifications the service worker shows (it reads this file too: a push carries the order's
 * number and status, never a text).
 */
const push = {
  optIn: {
    order: {
      title: 'Tell me with the page closed',
      description:
        'A notification on this device when the kitchen accepts your order, when it is on its way and when it is delivered, or if it is cancelled.',
    },
    kitchen: {
      title: 'The alarm on this device, with the board closed',
      description:
        'A notification for every new paid order, also when the board is closed. Switch it on for the kitchen’s tablet or phone.',
    },
    driver: {
      title: 'Offers with the portal in the background',
      description:
        'A notification for every new offer, with the time it expires, while the portal is not on screen.',
    },
    turnOn: 'Turn on notifications',
    turnOff: 'Turn off on this device',
    on: 'Notifications are on for this device.',
    blocked:
      'Notifications are blocked for this site. Allow them in the browser’s site settings, then try again.',
    failed: 'Notifications could not be switched on. Try again later.',
    iphone: {
      title: 'On an iPhone or iPad: add Italieno to the Home Screen first',
      step1: 'Tap the Share button at the bottom of Safari.',
      step2: 'Choose “Add to Home Screen” and tap Add.',
      step3: 'Open Italieno from the Home Screen and turn notifications on here.',
    },
  },
  devices: {
    title: 'Notifications on your devices',
    none: 'No device of yours gets push notifications.',
    order: 'Order #{{orderId}}',
    kitchen: 'New orders',
    driver: 'Delivery offers',
    since: '{{device}}, since {{date}}',
    turnOff: 'Turn off',
    turnOffFor: 'Turn off {{what}} on {{device}}',
    loadFailed: 'Your devices could not be loaded.',
  },
  notification: {
    accepted: {
      title: 'Order #{{orderId}} accepted',
      body: 'The kitchen is preparing your order.',
    },
    onTheWay: {
      title: 'Order #{{orderId}} is on its way',
      body: 'Your driver is on the way. Tap to follow the delivery.',
    },
    delivered: {
      title: 'Order #{{orderId}} delivered',
      body: 'Buon appetito! Thank you for ordering from Italieno.',
    },
    pickedUp: {
      title: 'Order #{{orderId}} picked up',
      body: 'Buon appetito! Thank you for ordering from Italieno.',
    },
    cancelled: {
      title: 'Order #{{orderId}} cancelled',
      body: 'We are sorry: your order was cancelled. Tap to see your order.',
    },
    newOrder: {
      title: 'New order #{{orderId}}',
      body: 'Paid and waiting to be accepted. Tap to open the board.',
    },
    offer: {
      title: 'New delivery offer: order #{{orderId}}',
      body: 'Accept it before {{time}}. Tap to open the portal.',
    },
  },
};

export default push;
