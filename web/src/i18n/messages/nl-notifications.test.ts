import { describe, expect, it } from 'vitest';
import { notificationEnglish, type NotificationText } from '@shop/contracts';
import type { OrderNotificationsJob } from '@shop/contracts/jobs';
// The notifications the workers store: every one of them must have its Dutch here.
import { orderNotificationDrafts } from '../../../../workers/src/notifications/notification-texts';
import {
  annasOrder,
  estimateChanged,
  orderMoved,
  orderRefunded,
} from '../../../../workers/test/order-event-fixture';
import { translateNotificationText } from './nl-notifications';

const atBar = { ...annasOrder, deliveryType: 'pickup' as const, barName: 'Bar Fiorella' };
const atUnnamedBar = { ...atBar, barName: null };
const unpaid = { paymentStatus: 'unpaid' as const };

/** Every kind of notification the workers write, for a delivery and a bar order. */
function allEvents(): OrderNotificationsJob[] {
  const events: OrderNotificationsJob[] = [];
  for (const notice of [annasOrder, atBar, atUnnamedBar, { ...annasOrder, customerName: '' }]) {
    for (const move of ['pay', 'accept', 'ready', 'pick-up', 'deliver', 'cancel'] as const) {
      events.push(orderMoved(move, { notice }));
    }
    events.push(
      orderMoved('accept', { notice, prepMinutes: null }),
      orderMoved('accept', { notice, estimatedDelivery: null }),
      orderMoved('accept', { notice, prepMinutes: null, estimatedDelivery: null }),
      orderMoved('accept', { notice, prepMinutes: 1 }),
      orderMoved('pick-up', { notice, estimatedDelivery: null }),
      orderMoved('cancel', { notice, reason: 'Out of dough' }),
      orderMoved('cancel', { notice, reason: 'Oven broke down!', ...unpaid }),
      orderMoved('cancel', { notice, ...unpaid }),
    );
  }
  events.push(
    estimateChanged('kitchen-delay'),
    estimateChanged('driver-position'),
    orderRefunded(123456),
  );
  return events;
}

/** Every title and message the workers store for an event, by code and values. */
function storedTexts(event: OrderNotificationsJob): NotificationText[] {
  const { customer, backOffice } = orderNotificationDrafts(event);
  return [customer, backOffice].flatMap((d) => (d?.texts ? [d.texts.title, d.texts.message] : []));
}

const ENGLISH = /\b(Order|order|the|your|Your|Ready|ready|Expected|expected|at|is paid|Delivery)\b/;

describe('Dutch for the stored notifications', () => {
  it('has every title and message the workers write, with no English left', () => {
    const said = new Map<string, string>();
    for (const text of allEvents().flatMap(storedTexts)) {
      const dutch = translateNotificationText(text);
      expect(dutch, text.code).toBeDefined();
      said.set(notificationEnglish(text), dutch!);
    }
    expect(said.size).toBeGreaterThan(30);
    for (const [english, dutch] of said)
      // A typed cancellation reason stays as the kitchen wrote it.
      expect(dutch.replace(/^Reden: .+?[.!] /, ''), english).not.toMatch(ENGLISH);
  });

  it('keeps numbers, times, amounts and names, and words a bar without a name', () => {
    const say = (event: OrderNotificationsJob) => storedTexts(event).map(translateNotificationText);
    expect(say(orderMoved('accept'))).toEqual([
      'Bestelling #1001 is aangenomen',
      'Klaar over ongeveer 20 minuten; verwacht om 19:45.',
    ]);
    expect(say(orderMoved('accept', { notice: atBar, prepMinutes: 1 }))).toEqual([
      'Bestelling #1001 is aangenomen',
      'Klaar om op te halen bij Bar Fiorella over ongeveer 1 minuut, om 19:45.',
    ]);
    expect(say(orderMoved('ready', { notice: atUnnamedBar }))).toEqual([
      'Bestelling #1001 ligt klaar om op te halen',
      'Haal je bestelling op bij de bar.',
    ]);
    expect(say(orderMoved('pay', { notice: atBar }))).toEqual([
      'Bestelling #1001 is betaald',
      'Bedankt! De keuken neemt je bestelling zo aan.',
      'Nieuwe bestelling #1001',
      'Ophalen bij Bar Fiorella voor Anna de Vries, € 41,90. Wacht op acceptatie.',
    ]);
    expect(say(orderMoved('cancel', { reason: 'Out of dough' }))).toEqual([
      'Bestelling #1001 is geannuleerd',
      'Reden: Out of dough. Je terugbetaling van € 41,90 is onderweg.',
    ]);
  });

  it('says nothing for a code this build does not know, so the English stays', () => {
    expect(
      translateNotificationText({ code: 'order_teleported' } as unknown as NotificationText),
    ).toBeUndefined();
  });
});
