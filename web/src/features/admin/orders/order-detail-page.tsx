import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Timeline,
  Title,
  Tooltip,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import {
  AdminRefundInput,
  ORDER_STATUS_LABELS,
  toCents,
  type AdminOrderDetail,
} from '@shop/contracts';
import { applyFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { KIND_LABELS, STATUS_COLORS, euros, when } from '../back-office-format';
import { orderDetailQuery, useRefundOrder, useResendInvoice } from './api';

/** One order as the back office sees it: lines, history, payment, refund, and its actions. */
export function OrderDetailPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, isPending, isError, error } = useQuery({
    ...orderDetailQuery(valid ? id : 0),
    enabled: valid,
  });
  if (!valid) return <Text>Order not found</Text>;
  return (
    <Stack>
      <Anchor component={Link} to="/admin/orders?view=all">
        ← All orders
      </Anchor>
      {isPending && <Text c="dimmed">Loading order…</Text>}
      {isError && (
        <Text c="red" role="alert">
          {error.message}
        </Text>
      )}
      {data && <OrderDetail detail={data} />}
    </Stack>
  );
}

function OrderDetail({ detail }: { detail: AdminOrderDetail }) {
  const { order } = detail;
  const [refunding, setRefunding] = useState(false);
  const resend = useResendInvoice(order.id);
  const address = order.deliveryAddress;
  return (
    <Stack>
      <Group justify="space-between">
        <Group>
          <Title order={2}>Order #{order.id}</Title>
          <Badge color={STATUS_COLORS[order.status]}>{ORDER_STATUS_LABELS[order.status]}</Badge>
          <Badge variant="outline">{order.paymentStatus}</Badge>
          <Badge variant="light">{KIND_LABELS[detail.kind]}</Badge>
        </Group>
        <Group>
          <Tooltip label={detail.resendBlockedBy} disabled={!detail.resendBlockedBy}>
            <Button
              variant="light"
              loading={resend.isPending}
              data-disabled={detail.resendBlockedBy ? true : undefined}
              onClick={() => {
                if (detail.resendBlockedBy) return;
                resend.mutate(undefined, {
                  onSuccess: () =>
                    notify.success('Invoice sent again', `To ${order.customerEmail}`),
                  onError: (e) => notify.error('Could not send the invoice again', e.message),
                });
              }}
            >
              Resend invoice
            </Button>
          </Tooltip>
          <Tooltip label={detail.refundBlockedBy} disabled={!detail.refundBlockedBy}>
            <Button
              color="red"
              data-disabled={detail.refundBlockedBy ? true : undefined}
              onClick={() => !detail.refundBlockedBy && setRefunding(true)}
            >
              Refund
            </Button>
          </Tooltip>
        </Group>
      </Group>
      {detail.refundBlockedBy && detail.refund?.status === 'failed' && (
        <Alert color="red" title="Refund refused">
          {detail.refundBlockedBy}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Card withBorder>
          <Text fw={600}>Customer</Text>
          <Text>{order.customerName}</Text>
          <Text size="sm">{order.customerEmail || '—'}</Text>
          <Text size="sm">{order.customerPhone || '—'}</Text>
          <Text size="sm" c="dimmed">
            Placed {when(order.createdAt)}
          </Text>
        </Card>
        <Card withBorder>
          <Text fw={600}>{order.deliveryType === 'pickup' ? 'Pickup' : 'Delivery'}</Text>
          {address ? (
            <>
              <Text size="sm">{address.streetAddress}</Text>
              <Text size="sm">
                {address.zipCode} {address.city}
              </Text>
              {address.additionalInfo && <Text size="sm">Note: {address.additionalInfo}</Text>}
            </>
          ) : (
            <Text size="sm">{order.barName ?? '—'}</Text>
          )}
          <Text size="sm">Option: {order.deliveryOption}</Text>
          <Text size="sm">Estimated: {when(order.estimatedDelivery)}</Text>
          {order.driver && <Text size="sm">Driver: {order.driver.name}</Text>}
        </Card>
        <Card withBorder>
          <Text fw={600}>Payment</Text>
          {detail.payment ? (
            <>
              <Text size="sm">
                {detail.payment.provider} · {detail.payment.status} ·{' '}
                {euros(detail.payment.amountCents)}
              </Text>
              <Text size="sm" c="dimmed">
                {detail.payment.intentId}
              </Text>
              <Text size="sm">Settled: {when(detail.payment.settledAt)}</Text>
            </>
          ) : (
            <Text size="sm">No payment yet</Text>
          )}
          {detail.refund && (
            <Text size="sm" mt="xs">
              Refund {detail.refund.status}: {euros(detail.refund.amountCents)} (asked{' '}
              {when(detail.refund.requestedAt)}
              {detail.refund.refundedAt ? `, refunded ${when(detail.refund.refundedAt)}` : ''})
            </Text>
          )}
        </Card>
      </SimpleGrid>
      <Card withBorder>
        <Table aria-label="Order lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th>Qty</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>
                  {item.name}
                  {item.options.length > 0 && (
                    <Text size="xs" c="dimmed">
                      {item.options.map((o) => o.value).join(', ')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{item.quantity}</Table.Td>
                <Table.Td ta="right">{euros(toCents(item.total))}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Stack gap={2} align="flex-end" mt="sm">
          <Text size="sm">Subtotal {euros(toCents(order.subtotal))}</Text>
          <Text size="sm">Delivery fee {euros(toCents(order.deliveryFee))}</Text>
          <Text size="sm">Service fee {euros(toCents(order.serviceFee))}</Text>
          {order.tip > 0 && <Text size="sm">Tip {euros(toCents(order.tip))}</Text>}
          <Text fw={700}>Total {euros(toCents(order.total))}</Text>
        </Stack>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Text fw={600} mb="sm">
            Status history
          </Text>
          <Timeline active={detail.history.length - 1} bulletSize={14}>
            {detail.history.map((h, i) => (
              <Timeline.Item key={i} title={`${h.move} → ${ORDER_STATUS_LABELS[h.toStatus]}`}>
                <Text size="xs" c="dimmed">
                  {when(h.at)} · {h.actorName ?? h.actorRole}
                </Text>
                {h.note && <Text size="xs">{h.note}</Text>}
              </Timeline.Item>
            ))}
          </Timeline>
        </Card>
        <Card withBorder>
          <Text fw={600} mb="sm">
            Back-office changes
          </Text>
          {detail.changes.length === 0 ? (
            <Text size="sm" c="dimmed">
              None
            </Text>
          ) : (
            detail.changes.map((c) => (
              <Text size="sm" key={c.id}>
                {when(c.at)} · {c.actorName}: {c.action}
              </Text>
            ))
          )}
        </Card>
      </SimpleGrid>
      <RefundModal
        orderId={order.id}
        amountCents={toCents(order.total)}
        opened={refunding}
        onClose={() => setRefunding(false)}
      />
    </Stack>
  );
}

function RefundModal(props: {
  orderId: number;
  amountCents: number;
  opened: boolean;
  onClose: () => void;
}) {
  const refund = useRefundOrder(props.orderId);
  const form = useForm<AdminRefundInput>({
    resolver: zodResolver(AdminRefundInput),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit((values) =>
    refund.mutate(values, {
      onSuccess: (detail) => {
        notify.success(
          'Refund asked for',
          detail.order.paymentStatus === 'refunded'
            ? `Order #${props.orderId} has been refunded`
            : 'The payment provider confirms it shortly',
        );
        form.reset();
        props.onClose();
      },
      onError: (e) => {
        applyFieldErrors(e, form.setError, ['reason']);
        notify.error('Could not refund', e.message);
      },
    }),
  );
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={`Refund order #${props.orderId}`}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <Text size="sm">
            The full {euros(props.amountCents)} goes back to the customer’s card. An open order is
            cancelled first. This can be done once.
          </Text>
          <Textarea
            label="Reason"
            {...form.register('reason')}
            error={form.formState.errors.reason?.message}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              Back
            </Button>
            <Button type="submit" color="red" loading={refund.isPending}>
              Refund {euros(props.amountCents)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
