import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
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
  OrderStatusTestInput,
  PREP_MINUTES,
  TEST_STATUS_NAMES,
  type Order,
} from '@shop/contracts';
import { localizeMessage } from '@/i18n/messages';
import { applyFieldErrors } from '@/lib/form-errors';
import { localized } from '@/lib/localized-resolver';
import { useAdminLabels } from '../admin-labels';
import { notify } from '@/lib/notify';
import { useSetTestStatus } from './api';

const TestForm = OrderStatusTestInput.extend({
  orderId: Id.or(z.nan()).refine((n) => !Number.isNaN(n), {
    error: () => m.adminOrders_statusTest_enterOrder(),
  }),
});
type TestForm = z.infer<typeof TestForm>;

/** Sets any order's status with the spec's test names, through the kitchen board's rules. */
export default function OrderStatusTestPage() {
  const setStatus = useSetTestStatus();
  useLanguage();
  const labels = useAdminLabels();
  const [result, setResult] = useState<
    { ok: true; order: Order } | { ok: false; message: string } | null
  >(null);
  const form = useForm<TestForm>({
    resolver: localized(zodResolver(TestForm)),
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
            m.adminOrders_statusTest_set(),
            m.adminOrders_statusTest_nowIs({ id: order.id, status: labels.status(order.status) }),
          );
        },
        onError: (e) => {
          applyFieldErrors(e, form.setError, ['status', 'prepMinutes', 'reason']);
          setResult({ ok: false, message: localizeMessage(e.message) });
        },
      },
    ),
  );
  return (
    <Stack maw={520}>
      <Title order={2}>{m.adminOrders_statusTest_title()}</Title>
      <Text c="dimmed" size="sm">
        {m.adminOrders_statusTest_help()}
      </Text>
      <Card withBorder>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack>
            <Controller
              control={form.control}
              name="orderId"
              render={({ field, fieldState }) => (
                <NumberInput
                  label={m.adminOrders_statusTest_orderNumber()}
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
                  label={m.adminOrders_statusTest_status()}
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
                    label={m.adminOrders_statusTest_prepMinutes()}
                    data={PREP_MINUTES.map(String)}
                    value={field.value ? String(field.value) : null}
                    onChange={(v) => field.onChange(v ? Number(v) : undefined)}
                  />
                )}
              />
            )}
            {status === 'cancelled' && (
              <TextInput
                label={m.adminOrders_statusTest_reason()}
                {...form.register('reason')}
                error={form.formState.errors.reason?.message}
              />
            )}
            <Button type="submit" loading={setStatus.isPending}>
              {m.adminOrders_statusTest_submit()}
            </Button>
          </Stack>
        </form>
      </Card>
      {result?.ok === false && (
        <Alert color="red" title={m.adminOrders_statusTest_refused()} role="alert">
          {result.message}
        </Alert>
      )}
      {result?.ok && (
        <Alert color="green" title={m.adminOrders_statusTest_order({ id: result.order.id })}>
          {m.adminOrders_statusTest_now({ status: labels.status(result.order.status) })}{' '}
          <Anchor component={Link} to={`/admin/orders/${result.order.id}`}>
            {m.adminOrders_statusTest_open()}
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}
