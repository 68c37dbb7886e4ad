import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import {
  Id,
  ORDER_STATUS_LABELS,
  OrderStatusTestInput,
  PREP_MINUTES,
  TEST_STATUS_NAMES,
  type Order,
} from '@shop/contracts';
import { applyFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useSetTestStatus } from './api';

const TestForm = OrderStatusTestInput.extend({
  orderId: Id.or(z.nan()).refine((n) => !Number.isNaN(n), 'Enter an order number'),
});
type TestForm = z.infer<typeof TestForm>;

/** Sets any order's status with the spec's test names, through the kitchen board's rules. */
export default function OrderStatusTestPage() {
  const setStatus = useSetTestStatus();
  const [result, setResult] = useState<
    { ok: true; order: Order } | { ok: false; message: string } | null
  >(null);
  const form = useForm<TestForm>({
    resolver: zodResolver(TestForm),
    defaultValues: { status: 'preparing', prepMinutes: 15, reason: '' },
  });
  const status = form.watch('status');
  const submit = form.handleSubmit(({ orderId, status, prepMinutes, reason }) =>
    setStatus.mutate(
      {
        orderId,
        status,
        ...(status === 'preparing' && prepMinutes ? { prepMinutes } : {}),
        ...(status === 'cancelled' && reason ? { reason } : {}),
      },
      {
        onSuccess: ({ order }) => {
          setResult({ ok: true, order });
          notify.success(
            'Status set',
            `Order #${order.id} is now ${ORDER_STATUS_LABELS[order.status]}`,
          );
        },
        onError: (e) => {
          applyFieldErrors(e, form.setError, ['status', 'prepMinutes', 'reason']);
          setResult({ ok: false, message: e.message });
        },
      },
    ),
  );
  return (
    <Stack maw={520}>
      <Title order={2}>Order Status Test</Title>
      <Text c="dimmed" size="sm">
        Moves a real order with the same rules as the kitchen board; a move the board would refuse
        is refused here too, with the reason.
      </Text>
      <Card withBorder>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack>
            <Controller
              control={form.control}
              name="orderId"
              render={({ field, fieldState }) => (
                <NumberInput
                  label="Order number"
                  allowDecimal={false}
                  min={1}
                  value={Number.isNaN(field.value) ? '' : field.value}
                  onChange={(v) => field.onChange(typeof v === 'number' ? v : Number.NaN)}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="status"
              render={({ field, fieldState }) => (
                <Select
                  label="Status"
                  data={[...TEST_STATUS_NAMES]}
                  value={field.value}
                  onChange={(v) => v && field.onChange(v)}
                  error={fieldState.error?.message}
                  allowDeselect={false}
                />
              )}
            />
            {status === 'preparing' && (
              <Controller
                control={form.control}
                name="prepMinutes"
                render={({ field }) => (
                  <Select
                    label="Preparation time (minutes)"
                    data={PREP_MINUTES.map(String)}
                    value={field.value ? String(field.value) : null}
                    onChange={(v) => field.onChange(v ? Number(v) : undefined)}
                  />
                )}
              />
            )}
            {status === 'cancelled' && (
              <TextInput
                label="Reason"
                {...form.register('reason')}
                error={form.formState.errors.reason?.message}
              />
            )}
            <Button type="submit" loading={setStatus.isPending}>
              Set status
            </Button>
          </Stack>
        </form>
      </Card>
      {result?.ok === false && (
        <Alert color="red" title="Refused" role="alert">
          {result.message}
        </Alert>
      )}
      {result?.ok && (
        <Alert color="green" title={`Order #${result.order.id}`}>
          Now {ORDER_STATUS_LABELS[result.order.status]}.{' '}
          <Anchor component={Link} to={`/admin/orders/${result.order.id}`}>
            Open the order
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}
