import { ABOUT_TEXT_FALLBACKS } from '@/features/about';

/**
 * The static pages' texts (about, contact, terms), loaded with those pages. Texts the restaurant
 * stores for a page show as stored; the built-in defaults here are what shows without them.
 */
const pages = {
  about: {
    defaults: ABOUT_TEXT_FALLBACKS,
    values: 'Our Values',
    quality: 'Quality',
    tradition: 'Tradition',
    community: 'Community',
    hungry: 'Hungry yet?',
    orderNow: 'Order Now',
  },
  contact: {
    title: 'Contact Us',
    intro:
      'Questions about your order, a catering request or just want to say ciao? We would love to hear from you.',
    getInTouch: 'Get in Touch',
    address: 'Address',
    phone: 'Phone',
    email: 'E-mail',
    openingHours: 'Opening hours',
    formTitle: 'Send Us a Message',
    firstName: 'First name',
    lastName: 'Last name',
    formEmail: 'Email',
    formPhone: 'Phone (optional)',
    message: 'Message',
    send: 'Send Message',
    sending: 'Sending...',
    sentTitle: 'Message Sent',
    sentText: 'We have received your message and will get back to you as soon as possible!',
    failed: 'There was a problem sending your message. Please try again.',
    offline: 'There was a problem connecting to our servers. Please try again later.',
    map: 'Map',
    mapAt: 'Map showing Italieno at {{address}}',
    mapOfAmsterdam: 'Map of Amsterdam',
    largerMap: 'View larger map',
  },
  terms: {
    title: 'Terms and Conditions',
    lastUpdated: 'Last updated: {{date}}',
    contactTitle: 'Contact Information',
    contactIntro: 'Questions about these terms? Get in touch with us:',
    phone: 'Phone: {{phone}}',
    email: 'E-mail:',
    contactForm: 'Or use the form on our <a>contact page</a>.',
    /** Numbered in the order terms-sections.tsx lists them; <b>…</b> marks a defined term. */
    sections: {
      definitions: {
        title: 'Definitions',
        list: {
          italieno:
            '<b>Italieno</b>, <b>we</b> or <b>us</b>: the Italieno restaurant in Amsterdam, the Netherlands, which operates this web shop.',
          customer:
            '<b>Customer</b> or <b>you</b>: the person who places an order with us, with or without an account.',
          order:
            '<b>Order</b>: a request to buy food, drinks or merchandise through the web shop, including orders placed by scanning a QR code at a partner bar.',
          products: '<b>Products</b>: the dishes, drinks and merchandise offered in the web shop.',
          confirmation:
            '<b>Confirmation</b>: the message in which we accept your order after your payment has been received.',
        },
      },
      applicability: {
        title: 'Applicability',
        text: {
          scope:
            'These terms apply to every offer we make and every order placed through the web shop. By placing an order you accept these terms. Terms of the customer do not apply.',
          invalid:
            'If any provision of these terms turns out to be invalid, the other provisions remain in force, and we will replace the invalid provision with one that comes as close as possible to its purpose.',
        },
      },
      ordering: {
        title: 'Ordering and Agreement',
        text: {
          agreement:
            'The agreement is concluded when we send the confirmation of your order. We may refuse an order, for example when your address is outside our delivery area, when a product is no longer available or when online ordering is temporarily switched off. If we refuse an order after payment, we refund the full amount.',
          age: 'You must be 18 years or older to order from us. Alcoholic drinks are only delivered to customers of 18 years or older, and our driver or the bar staff may ask for valid proof of age. If you cannot show it, the alcoholic drinks are not handed over and their price is refunded.',
          photos:
            'Photos and descriptions in the web shop are made with care, but the appearance of a dish may differ slightly. Please check the allergen information or ask us before you order if you have an allergy.',
        },
      },
      delivery: {
        title: 'Delivery',
        text: {
          zones:
            'We deliver food within our delivery zones in Amsterdam. Our goal is to deliver in under 30 minutes; delivery times shown in the web shop are estimates and may be longer at busy times or in bad weather. Exceeding an estimated time does not entitle you to cancel the order or to compensation, unless the delay is unreasonable.',
          present:
            'Make sure someone is present at the delivery address. If our driver cannot reach you, we will try to contact you by phone; an order that cannot be delivered is not refunded. Bar orders are picked up at the bar where they were placed.',
          merchandise:
            'Merchandise is shipped within Europe. Shipping times and costs are shown before you pay.',
        },
      },
      payment: {
        title: 'Payment',
        text: {
          prices:
            'All prices are in euros and include VAT. Prices do not include delivery costs, which depend on your delivery zone and are shown separately before you pay, together with any service fee and shipping costs.',
          online:
            'Orders are paid online by card through our payment provider when you place the order. Your card details are handled by the payment provider and never stored by us. Obvious errors in prices do not bind us.',
        },
      },
      cancellation: {
        title: 'Cancellation and Returns',
        text: {
          food: 'You may cancel a food order free of charge up to 10 minutes after the confirmation, as long as we have not started preparing it. Contact us by phone to cancel; the full amount is refunded to your original payment method. Once preparation has begun, the order can no longer be cancelled.',
          perishable:
            'Food and drinks are perishable and are therefore excluded from the statutory right of withdrawal. If something is missing from your order or not right, let us know within 24 hours and we will make it right with a replacement, a credit or a refund.',
          merchandise:
            'Merchandise may be returned within 14 days of receipt without giving a reason, unused and in its original packaging. Let us know before you send it back; we refund the purchase price and the original shipping costs within 14 days of receiving the return. The costs of returning the item are yours.',
        },
      },
      liability: {
        title: 'Liability',
        text: {
          limit:
            'Our liability for damage resulting from an order is limited to the value of that order. We are not liable for indirect damage, such as consequential loss or lost profit.',
          exceptions:
            'These limits do not apply to damage caused by our intent or gross negligence, or where the law does not allow such a limitation.',
        },
      },
      privacy: {
        title: 'Privacy',
        text: {
          data: "We use your personal data, such as your name, contact details and delivery address, only to process and deliver your order, to keep your account and to answer your questions, in line with the General Data Protection Regulation (GDPR). During delivery we use the driver's location to show you where your order is. We do not sell your data. You may ask us at any time to see, correct or delete your data.",
        },
      },
      disputes: {
        title: 'Disputes',
        text: {
          law: 'Dutch law applies to these terms and to every agreement with us. If you have a complaint, please contact us first; we answer within 14 days and will do our best to find a solution together.',
          court:
            'Disputes that we cannot resolve together are submitted to the competent court in Amsterdam, without prejudice to your right as a consumer to go to the court of your place of residence and to the protection that mandatory law gives you.',
        },
      },
      changes: {
        title: 'Changes',
        text: {
          changes:
            'We may change these terms. The version published in the web shop at the time of your order applies to that order. Important changes are announced on this page before they take effect.',
        },
      },
    },
  },
};

export default pages;
