import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import { inDutch } from '@/testing/in-dutch';
import { FormMoneyField } from './money-field';
import { FormNumberField } from './number-field';

interface Fees {
  expressFeeCents: number;
  serviceFeeBasisPoints: number;
}

function FeesForm({ onSubmit }: { onSubmit: (fees: Fees) => void }) {
  const form = useForm<Fees>({
    defaultValues: { expressFeeCents: 125_000, serviceFeeBasisPoints: 750 },
  });
  return (
    <form onSubmit={(e) => void form.handleSubmit(onSubmit)(e)}>
      <FormMoneyField control={form.control} name="expressFeeCents" holds="cents" label="Fee" />
      <FormNumberField
        control={form.control}
        name="serviceFeeBasisPoints"
        label="Percent"
        suffix=" %"
        decimalScale={2}
        scale={100}
      />
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm() {
  const onSubmit = vi.fn();
  render(
    <MantineProvider theme={theme}>
      <FeesForm onSubmit={onSubmit} />
    </MantineProvider>,
  );
  const user = userEvent.setup();
  const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
  const submitted = async () => {
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    return onSubmit.mock.calls[0]?.[0] as Fees;
  };
  return { user, field, submitted };
}

/**
 * Text arriving in one piece (autofill, dictation, Playwright's `fill`), as a browser inserts
 * it: a cancelable `beforeinput`, then the new value and an `input` event unless cancelled.
 */
function insertAtOnce(input: HTMLInputElement, text: string) {
  input.focus();
  input.setSelectionRange(0, input.value.length);
  const allowed = fireEvent(
    input,
    new InputEvent('beforeinput', {
      data: text,
      inputType: 'insertText',
      bubbles: true,
      cancelable: true,
    }),
  );
  if (allowed) fireEvent.input(input, { target: { value: text } });
}

describe('money in English', () => {
  it('shows euros as the shop does and sends cents for "12,50"', async () => {
    const { user, field, submitted } = renderForm();
    expect(field('Fee')).toHaveValue('€ 1.250,00');
    await user.clear(field('Fee'));
    await user.type(field('Fee'), '12,50');
    expect(field('Fee')).toHaveValue('€ 12,50');
    expect((await submitted()).expressFeeCents).toBe(1250);
  });

  it('takes a typed point as the decimal comma', async () => {
    const { user, field, submitted } = renderForm();
    await user.clear(field('Fee'));
    await user.type(field('Fee'), '12.5');
    await user.tab();
    expect(field('Fee')).toHaveValue('€ 12,50');
    expect((await submitted()).expressFeeCents).toBe(1250);
  });

  it('reads "12.50" filled in at once as twelve euros fifty, not 1250 euros', async () => {
    const { field, submitted } = renderForm();
    insertAtOnce(field('Fee'), '12.50');
    expect(field('Fee')).toHaveValue('€ 12,50');
    expect((await submitted()).expressFeeCents).toBe(1250);
  });
});

describe('a percent in English', () => {
  it('is written and typed with a decimal point', async () => {
    const { user, field, submitted } = renderForm();
    expect(field('Percent')).toHaveValue('7.5 %');
    await user.clear(field('Percent'));
    await user.type(field('Percent'), '2.5');
    expect(field('Percent')).toHaveValue('2.5 %');
    expect((await submitted()).serviceFeeBasisPoints).toBe(250);
  });
});

describe('in Dutch', () => {
  inDutch();

  it('money keeps € 12,50 and sends cents', async () => {
    const { user, field, submitted } = renderForm();
    expect(field('Fee')).toHaveValue('€ 1.250,00');
    await user.clear(field('Fee'));
    await user.type(field('Fee'), '12,50');
    expect(field('Fee')).toHaveValue('€ 12,50');
    expect((await submitted()).expressFeeCents).toBe(1250);
  });

  it('a percent is written and typed with a decimal comma', async () => {
    const { user, field, submitted } = renderForm();
    expect(field('Percent')).toHaveValue('7,5 %');
    await user.clear(field('Percent'));
    await user.type(field('Percent'), '2,5');
    expect(field('Percent')).toHaveValue('2,5 %');
    expect((await submitted()).serviceFeeBasisPoints).toBe(250);
  });

  it('a percent filled in at once as "2.5" is two and a half', async () => {
    const { field, submitted } = renderForm();
    insertAtOnce(field('Percent'), '2.5');
    expect(field('Percent')).toHaveValue('2,5 %');
    expect((await submitted()).serviceFeeBasisPoints).toBe(250);
  });
});
