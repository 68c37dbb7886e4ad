import type { ReactNode } from 'react';
import { List, Text } from '@mantine/core';

export interface TermsSection {
  title: string;
  body: ReactNode;
}

/** The shop's terms, numbered in this order. */
export const TERMS_SECTIONS: TermsSection[] = [
  {
    title: 'Definitions',
    body: (
      <List spacing="xs">
        <List.Item>
          <b>Italieno</b>, <b>we</b> or <b>us</b>: the Italieno restaurant in Amsterdam, the
          Netherlands, which operates this web shop.
        </List.Item>
        <List.Item>
          <b>Customer</b> or <b>you</b>: the person who places an order with us, with or without an
          account.
        </List.Item>
        <List.Item>
          <b>Order</b>: a request to buy food, drinks or merchandise through the web shop, including
          orders placed by scanning a QR code at a partner bar.
        </List.Item>
        <List.Item>
          <b>Products</b>: the dishes, drinks and merchandise offered in the web shop.
        </List.Item>
        <List.Item>
          <b>Confirmation</b>: the message in which we accept your order after your payment has been
          received.
        </List.Item>
      </List>
    ),
  },
  {
    title: 'Applicability',
    body: (
      <>
        <Text>
          These terms apply to every offer we make and every order placed through the web shop. By
          placing an order you accept these terms. Terms of the customer do not apply.
        </Text>
        <Text>
          If any provision of these terms turns out to be invalid, the other provisions remain in
          force, and we will replace the invalid provision with one that comes as close as possible
          to its purpose.
        </Text>
      </>
    ),
  },
  {
    title: 'Ordering and Agreement',
    body: (
      <>
        <Text>
          The agreement is concluded when we send the confirmation of your order. We may refuse an
          order, for example when your address is outside our delivery area, when a product is no
          longer available or when online ordering is temporarily switched off. If we refuse an
          order after payment, we refund the full amount.
        </Text>
        <Text>
          You must be 18 years or older to order from us. Alcoholic drinks are only delivered to
          customers of 18 years or older, and our driver or the bar staff may ask for valid proof of
          age. If you cannot show it, the alcoholic drinks are not handed over and their price is
          refunded.
        </Text>
        <Text>
          Photos and descriptions in the web shop are made with care, but the appearance of a dish
          may differ slightly. Please check the allergen information or ask us before you order if
          you have an allergy.
        </Text>
      </>
    ),
  },
  {
    title: 'Delivery',
    body: (
      <>
        <Text>
          We deliver food within our delivery zones in Amsterdam. Our goal is to deliver in under 30
          minutes; delivery times shown in the web shop are estimates and may be longer at busy
          times or in bad weather. Exceeding an estimated time does not entitle you to cancel the
          order or to compensation, unless the delay is unreasonable.
        </Text>
        <Text>
          Make sure someone is present at the delivery address. If our driver cannot reach you, we
          will try to contact you by phone; an order that cannot be delivered is not refunded. Bar
          orders are picked up at the bar where they were placed.
        </Text>
        <Text>
          Merchandise is shipped within Europe. Shipping times and costs are shown before you pay.
        </Text>
      </>
    ),
  },
  {
    title: 'Payment',
    body: (
      <>
        <Text>
          All prices are in euros and include VAT. Prices do not include delivery costs, which
          depend on your delivery zone and are shown separately before you pay, together with any
          service fee and shipping costs.
        </Text>
        <Text>
          Orders are paid online by card through our payment provider when you place the order. Your
          card details are handled by the payment provider and never stored by us. Obvious errors in
          prices do not bind us.
        </Text>
      </>
    ),
  },
  {
    title: 'Cancellation and Returns',
    body: (
      <>
        <Text>
          You may cancel a food order free of charge up to 10 minutes after the confirmation, as
          long as we have not started preparing it. Contact us by phone to cancel; the full amount
          is refunded to your original payment method. Once preparation has begun, the order can no
          longer be cancelled.
        </Text>
        <Text>
          Food and drinks are perishable and are therefore excluded from the statutory right of
          withdrawal. If something is missing from your order or not right, let us know within 24
          hours and we will make it right with a replacement, a credit or a refund.
        </Text>
        <Text>
          Merchandise may be returned within 14 days of receipt without giving a reason, unused and
          in its original packaging. Let us know before you send it back; we refund the purchase
          price and the original shipping costs within 14 days of receiving the return. The costs of
          returning the item are yours.
        </Text>
      </>
    ),
  },
  {
    title: 'Liability',
    body: (
      <>
        <Text>
          Our liability for damage resulting from an order is limited to the value of that order. We
          are not liable for indirect damage, such as consequential loss or lost profit.
        </Text>
        <Text>
          These limits do not apply to damage caused by our intent or gross negligence, or where the
          law does not allow such a limitation.
        </Text>
      </>
    ),
  },
  {
    title: 'Privacy',
    body: (
      <Text>
        We use your personal data, such as your name, contact details and delivery address, only to
        process and deliver your order, to keep your account and to answer your questions, in line
        with the General Data Protection Regulation (GDPR). During delivery we use the driver&apos;s
        location to show you where your order is. We do not sell your data. You may ask us at any
        time to see, correct or delete your data.
      </Text>
    ),
  },
  {
    title: 'Disputes',
    body: (
      <>
        <Text>
          Dutch law applies to these terms and to every agreement with us. If you have a complaint,
          please contact us first; we answer within 14 days and will do our best to find a solution
          together.
        </Text>
        <Text>
          Disputes that we cannot resolve together are submitted to the competent court in
          Amsterdam, without prejudice to your right as a consumer to go to the court of your place
          of residence and to the protection that mandatory law gives you.
        </Text>
      </>
    ),
  },
  {
    title: 'Changes',
    body: (
      <Text>
        We may change these terms. The version published in the web shop at the time of your order
        applies to that order. Important changes are announced on this page before they take effect.
      </Text>
    ),
  },
];
