import { useState, type FormEvent } from 'react';
import { Button, Stack } from '@mantine/core';
import {
  formatEuros,
  type PaymentIntentResponse,
  type PaymentMethod,
  type TestModePaymentResult,
} from '@shop/contracts';
import { authenticateTestModePayment, confirmTestModePayment } from './api';
import { parseCard, type CardErrors, type CardFields } from './card-fields';
import { declined, finishPayment, problemFrom, type PaymentProblem } from './payment-outcome';
import type { PaidHandler } from './payment-types';
import { TestCardFields, TestModeNote } from './test-card-fields';
import { ThreeDSecureDialog } from './three-d-secure-dialog';
import { useTranslation } from '@/i18n/react';

const METHOD_NAMES: Record<PaymentMethod, string> = {
  card: 'Card',
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  sofort: 'Sofort',
};

interface Props {
  intent: PaymentIntentResponse;
  method: PaymentMethod;
  disabled: boolean;
  onPaid: PaidHandler;
  onProblem: (problem: PaymentProblem | null) => void;
}

type Step = 'idle' | 'paying' | 'authenticating' | 'answering';

/**
 * The offline card form: Stripe's test cards through our test-mode provider. A decline keeps
 * the form so another card can be tried on the same intent; 4000 0025 0000 3155 first asks the
 * 3-D Secure question.
 */
export function TestModePaymentForm({ intent, method, disabled, onPaid, onProblem }: Props) {
  const { t } = useTranslation('orders');
  const [fields, setFields] = useState<CardFields>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const [step, setStep] = useState<Step>('idle');
  const amountText = formatEuros(intent.amount);
  const ids = { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret };

  const afterAttempt = async (result: TestModePaymentResult) => {
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
    if (method === 'card') {
      const parsed = parseCard(fields);
      if ('errors' in parsed) return setErrors(parsed.errors);
      card = parsed.card;
    }
    setErrors({});
    onProblem(null);
    setStep('paying');
    try {
      await afterAttempt(await confirmTestModePayment({ ...ids, method, card }));
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
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('payment.form')}>
      <Stack gap="md">
        <TestModeNote />
        {method === 'card' && (
          <TestCardFields value={fields} errors={errors} disabled={busy} onChange={setFields} />
        )}
        <Button type="submit" size="md" loading={busy} disabled={disabled}>
          {method === 'card'
            ? t('payment.pay', { amount: amountText })
            : t('payment.payWith', { amount: amountText, method: METHOD_NAMES[method] })}
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
