import { useState, type FormEvent } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import {
  formatEuros,
  type PaymentIntentResponse,
  type PaymentMethodType,
  type TestModePaymentResult,
} from '@shop/contracts';
import { authenticateTestModePayment, confirmTestModePayment } from './api';
import { parseCard, type CardErrors, type CardFields } from './card-fields';
import { MethodChoice } from './method-choice';
import { declined, finishPayment, problemFrom, type PaymentProblem } from './payment-outcome';
import type { PaidHandler } from './payment-types';
import { redirect, returnPath } from './redirect';
import { TestCardFields, TestModeNote } from './test-card-fields';
import { ThreeDSecureDialog } from './three-d-secure-dialog';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { paymentMethodName } from './method-name';

interface Props {
  intent: PaymentIntentResponse;
  /** The method chosen when the form opens. */
  method: PaymentMethodType;
  /** Where test mode's bank page sends the customer back to (a redirect method). */
  returnUrl: string;
  disabled: boolean;
  onPaid: PaidHandler;
  onProblem: (problem: PaymentProblem | null) => void;
}

type Step = 'idle' | 'paying' | 'authenticating' | 'answering' | 'leaving';

/**
 * The offline payment form: Stripe's test cards through our test-mode provider, or iDEAL |
 * Wero and Bancontact through test mode's bank page, which brings the customer back to
 * `returnUrl` as Stripe's redirect does. A decline keeps the form so another card or method
 * can be tried on the same intent; 4000 0025 0000 3155 first asks the 3-D Secure question.
 */
export function TestModePaymentForm(props: Props) {
  const { intent, returnUrl, disabled, onPaid, onProblem } = props;
  useLanguage();
  const [method, setMethod] = useState<PaymentMethodType>(props.method);
  const [fields, setFields] = useState<CardFields>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const [step, setStep] = useState<Step>('idle');
  const amountText = formatEuros(intent.amount);
  const ids = { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret };

  const afterAttempt = async (result: TestModePaymentResult) => {
    if (result.redirectUrl) {
      // Off to the bank; the page is left, so the form stays busy.
      setStep('leaving');
      return redirect.to(result.redirectUrl);
    }
    if (result.status === 'requires_action') return setStep('authenticating');
    if (result.status !== 'succeeded') {
      onProblem(declined(result.error?.message));
      return setStep('idle');
    }
    const finished = await finishPayment(result.paymentIntentId);
    setStep('idle');
    if (finished.paid) onPaid(finished.result);
    else onProblem(finished.problem);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (step !== 'idle') return;
    let card;
    let back;
    if (method === 'card') {
      const parsed = parseCard(fields);
      if ('errors' in parsed) return setErrors(parsed.errors);
      card = parsed.card;
    } else {
      back = returnPath(returnUrl);
      if (!back) {
        const failed = m.orders_payment_errors_initialize();
        return onProblem({ title: failed, message: failed });
      }
    }
    setErrors({});
    onProblem(null);
    setStep('paying');
    try {
      await afterAttempt(await confirmTestModePayment({ ...ids, method, card, returnUrl: back }));
    } catch (err) {
      onProblem(problemFrom(err));
      setStep('idle');
    }
  };

  const answer = async (approve: boolean) => {
    if (step !== 'authenticating') return;
    setStep('answering');
    try {
      await afterAttempt(await authenticateTestModePayment({ ...ids, approve }));
    } catch (err) {
      onProblem(problemFrom(err));
      setStep('idle');
    }
  };

  const busy = step !== 'idle';
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={m.orders_payment_form()}>
      <Stack gap="md">
        <TestModeNote />
        <MethodChoice value={method} onChange={setMethod} disabled={busy} />
        {method === 'card' ? (
          <TestCardFields value={fields} errors={errors} disabled={busy} onChange={setFields} />
        ) : (
          <Text size="sm">{m.orders_payment_bankNote()}</Text>
        )}
        <Button type="submit" size="md" loading={busy} disabled={disabled}>
          {method === 'card'
            ? m.orders_payment_pay({ amount: amountText })
            : m.orders_payment_payWith({
                amount: amountText,
                method: paymentMethodName(method),
              })}
        </Button>
      </Stack>
      <ThreeDSecureDialog
        opened={step === 'authenticating' || step === 'answering'}
        amountText={amountText}
        busy={step === 'answering'}
        onAnswer={(approve) => void answer(approve)}
      />
    </form>
  );
}
