import { Router, type Request } from 'express';
import {
  ConfirmPaymentInput,
  ConfirmPaymentResponse,
  CreatePaymentIntentInput,
  PaymentConfig,
  PaymentIntentResponse,
  TestModeAuthenticateInput,
  TestModeBankInput,
  TestModeBankPayment,
  TestModeConfirmInput,
  TestModePaymentResult,
} from '@shop/contracts';
import { defineRoute } from '../../shared/http/route';
import type { AuthContext } from '../../shared/http/auth-context';
import type { GuestSessions } from '../../shared/http/guest-session';
import type { OrderCaller } from '../orders';
import type { Payments } from './payments.module';
import { TestModeProvider } from './test-mode-provider';

export interface PaymentRoutesDeps {
  payments: Payments;
  guests: GuestSessions;
}

export function paymentRoutes({ payments, guests }: PaymentRoutesDeps): Router {
  const router = Router();
  const tags = ['payments'];
  const { service, provider } = payments;
  const caller = (auth: AuthContext | null, req: Request): OrderCaller => ({
    auth,
    guestSessionId: guests.read(req),
  });

  defineRoute(
    router,
    {
      method: 'get',
      path: '/payment/config',
      tags,
      summary: 'Which payment provider the checkout talks to',
      access: 'public',
      response: PaymentConfig,
    },
    () => service.config(),
  );

  for (const path of ['/payment/create-payment-intent', '/create-payment-intent']) {
    defineRoute(
      router,
      {
        method: 'post',
        path,
        tags,
        summary: "The order's PaymentIntent at the order's total (one per order)",
        access: 'public',
        body: CreatePaymentIntentInput,
        response: PaymentIntentResponse,
        errors: {
          403: "Staff and admins may read a customer's order but not pay for it",
          404: 'No such order, or not yours',
          409: 'The order has already been paid, or its payment could not be started',
          503: 'The payment provider is unreachable',
        },
      },
      ({ body, auth, req }) => service.createIntent(body.orderId, caller(auth, req)),
    );
  }

  defineRoute(
    router,
    {
      method: 'post',
      path: '/payment/confirm-payment',
      tags,
      summary: 'Checks the PaymentIntent with the provider and settles the order when it succeeded',
      access: 'public',
      body: ConfirmPaymentInput,
      response: ConfirmPaymentResponse,
      errors: {
        403: "Staff and admins may read a customer's order but not pay for it",
        404: 'No such payment, or not yours',
        503: 'The payment provider is unreachable',
      },
    },
    ({ body, auth, req }) => service.confirm(body.paymentIntentId, caller(auth, req)),
  );

  if (provider instanceof TestModeProvider) {
    defineRoute(
      router,
      {
        method: 'post',
        path: '/payment/test-mode/confirm',
        tags,
        summary:
          "Test mode only: pays with one of Stripe's published test cards, or sends the customer to the bank page for iDEAL | Wero and Bancontact",
        access: 'public',
        body: TestModeConfirmInput,
        response: TestModePaymentResult,
        errors: { 404: 'No such PaymentIntent, or a wrong client secret' },
      },
      ({ body }) => service.testModeConfirm(provider, body),
    );

    defineRoute(
      router,
      {
        method: 'post',
        path: '/payment/test-mode/authenticate',
        tags,
        summary: "Test mode only: the bank's answer (3-D Secure, or a redirect method's bank)",
        access: 'public',
        body: TestModeAuthenticateInput,
        response: TestModePaymentResult,
        errors: { 404: 'No such PaymentIntent, or a wrong client secret' },
      },
      ({ body }) => service.testModeAuthenticate(provider, body),
    );

    defineRoute(
      router,
      {
        method: 'post',
        path: '/payment/test-mode/bank',
        tags,
        summary: 'Test mode only: the payment the bank page stands in for (amount, method, state)',
        access: 'public',
        body: TestModeBankInput,
        response: TestModeBankPayment,
        errors: { 404: 'No such PaymentIntent, or a wrong client secret' },
      },
      ({ body }) => service.testModeBank(provider, body),
    );
  }

  return router;
}
