import { m } from '@/i18n/paraglide/messages';
import { PAYMENT_METHOD_NAMES } from '../admin-labels';
import { useLanguage } from '@/i18n/use-language';
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
  acceptNoteMinutes,
  AdminRefundInput,
  formatEuros,
  paymentMethodType,
  toCents,
  type AdminOrderDetail,
} from '@shop/contracts';
import { localizeMessage } from '@/i18n/messages';
import { localizeNote } from '@/i18n/notes';
import { applyFieldErrors } from '@/lib/form-errors';
import { localized } from '@/lib/localized-resolver';
import { formatRate } from '@/lib/money';
import { notify } from '@/lib/notify';
import { useAdminLabels } from '../admin-labels';
import { STATUS_COLORS, euros, when } from '../back-office-format';
import { FormMoneyField } from '../shared/money-field';
import { orderDetailQuery, useRefundOrder, useResendInvoice } from './api';
import { InvoiceDocuments } from './invoice-documents';
import { LoadError } from '../shared/load-error';

/** One order as the back office sees it: lines, history, payment, refund, and its actions. */
export function OrderDetailPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, isPending, error } = useQuery({
    ...orderDetailQuery(valid ? id : 0),
    enabled: valid,
  });
  useLanguage();
  if (!valid) return <Text>{m.adminOrders_notFound()}</Text>;
  return (
    <Stack>
      <Anchor component={Link} to="/admin/orders?view=all">
        {m.adminOrders_backToAll()}
      </Anchor>
      {isPending && <Text c="dimmed">{m.adminOrders_loading()}</Text>}
      <LoadError error={error} />
      {data && <OrderDetail detail={data} />}
    </Stack>
  );
}

function OrderDetail({ detail }: { detail: AdminOrderDetail }) {
  const { order } = detail;
  const [refunding, setRefunding] = useState(false);
  const resend = useResendInvoice(order.id);
  const address = order.deliveryAddress;
  useLanguage();
  const labels = useAdminLabels();
  // An accept's note is the api's English ('20 minutes'); a cancellation's reason stays as typed.
  const historyNote = (h: AdminOrderDetail['history'][number]) => {
    const minutes = h.move === 'accept' ? acceptNoteMinutes(h.note) : null;
    return minutes ? m.adminOrders_prepTimeNote({ count: minutes }) : h.note;
  };
  // The method is the one that paid once the payment went through; before, only the default.
  const paidWith =
    order.paymentStatus === 'unpaid' || order.paymentStatus === 'failed'
      ? null
      : paymentMethodType(order.paymentMethod);
  return (
    <Stack>
      <Group justify="space-between">
        <Group>
          <Title order={2}>{m.adminOrders_title({ id: order.id })}</Title>
          <Badge color={STATUS_COLORS[order.status]}>{labels.status(order.status)}</Badge>
          <Badge variant="outline">{labels.payment(order.paymentStatus)}</Badge>
          <Badge variant="light">{labels.kind(detail.kind)}</Badge>
        </Group>
        <Group>
          <Tooltip
            label={localizeNote(detail.texts?.resendBlockedBy, detail.resendBlockedBy ?? '')}
            disabled={!detail.resendBlockedBy}
          >
            <Button
              variant="light"
              loading={resend.isPending}
              data-disabled={detail.resendBlockedBy ? true : undefined}
              onClick={() => {
                if (detail.resendBlockedBy) return;
                resend.mutate(undefined, {
                  onSuccess: () =>
                    notify.success(
                      m.adminOrders_invoiceSent(),
                      m.adminOrders_invoiceTo({ email: order.customerEmail }),
                    ),
                  onError: (e) =>
                    notify.error(m.adminOrders_invoiceNotSent(), localizeMessage(e.message)),
                });
              }}
            >
              {m.adminOrders_resendInvoice()}
            </Button>
          </Tooltip>
          <Tooltip
            label={localizeNote(detail.texts?.refundBlockedBy, detail.refundBlockedBy ?? '')}
            disabled={!detail.refundBlockedBy}
          >
            <Button
              color="red"
              data-disabled={detail.refundBlockedBy ? true : undefined}
              onClick={() => !detail.refundBlockedBy && setRefunding(true)}
            >
              {m.adminOrders_refund()}
            </Button>
          </Tooltip>
        </Group>
      </Group>
      {detail.refundBlockedBy && detail.refund?.status === 'failed' && (
        <Alert color="red" title={m.adminOrders_refundRefused()}>
          {localizeNote(detail.texts?.refundBlockedBy, detail.refundBlockedBy)}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Card withBorder>
          <Text fw={600}>{m.adminOrders_customer()}</Text>
          <Text>{order.customerName}</Text>
          <Text size="sm">{order.customerEmail || '—'}</Text>
          <Text size="sm">{order.customerPhone || '—'}</Text>
          <Text size="sm" c="dimmed">
            {m.adminOrders_placedAt({ date: when(order.createdAt) })}
          </Text>
        </Card>
        <Card withBorder>
          <Text fw={600}>
            {order.deliveryType === 'pickup' ? m.adminOrders_pickup() : m.adminOrders_delivery()}
          </Text>
          {address ? (
            <>
              <Text size="sm">{address.streetAddress}</Text>
              <Text size="sm">
                {address.zipCode} {address.city}
              </Text>
              {address.additionalInfo && (
                <Text size="sm">{m.adminOrders_note({ note: address.additionalInfo })}</Text>
              )}
            </>
          ) : (
            <Text size="sm">{order.barName ?? '—'}</Text>
          )}
          <Text size="sm">{m.adminOrders_option({ option: order.deliveryOption })}</Text>
          <Text size="sm">{m.adminOrders_estimated({ date: when(order.estimatedDelivery) })}</Text>
          {order.driver && (
            <Text size="sm">{m.adminOrders_driver({ name: order.driver.name })}</Text>
          )}
        </Card>
        <Card withBorder>
          <Text fw={600}>{m.adminOrders_payment()}</Text>
          {detail.payment ? (
            <>
              <Text size="sm">
                {detail.payment.provider} · {detail.payment.status} ·{' '}
                {euros(detail.payment.amountCents)}
                {paidWith && ` · ${PAYMENT_METHOD_NAMES[paidWith]()}`}
              </Text>
              <Text size="sm" c="dimmed">
                {detail.payment.intentId}
              </Text>
              <Text size="sm">
                {m.adminOrders_settled({ date: when(detail.payment.settledAt) })}
              </Text>
            </>
          ) : (
            <Text size="sm">{m.adminOrders_noPayment()}</Text>
          )}
          {detail.refund && (
            <Text size="sm" mt="xs">
              {(detail.refund.refundedAt ? m.adminOrders_refundLineDone : m.adminOrders_refundLine)(
                {
                  status: labels.refund(detail.refund.status),
                  amount: euros(detail.refund.amountCents),
                  asked: when(detail.refund.requestedAt),
                  refunded: when(detail.refund.refundedAt),
                },
              )}
            </Text>
          )}
        </Card>
      </SimpleGrid>
      <Card withBorder>
        <Table aria-label={m.adminOrders_lines()}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{m.adminOrders_item()}</Table.Th>
              <Table.Th>{m.adminOrders_qty()}</Table.Th>
              <Table.Th>{m.adminOrders_vatRates()}</Table.Th>
              <Table.Th ta="right">{m.adminOrders_total()}</Table.Th>
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
                <Table.Td>
                  {/* A combo with a beer is split: each rate with its part of the line. */}
                  {item.vat.length > 1
                    ? item.vat
                        .map((v) => `${formatRate(v.rate)} ${formatEuros(v.gross)}`)
                        .join(' · ')
                    : item.vat.map((v) => formatRate(v.rate)).join('')}
                </Table.Td>
                <Table.Td ta="right">{euros(toCents(item.total))}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Stack gap={2} align="flex-end" mt="sm">
          <Text size="sm">
            {m.adminOrders_subtotal({ amount: euros(toCents(order.subtotal)) })}
          </Text>
          <Text size="sm">
            {m.adminOrders_deliveryFee({ amount: euros(toCents(order.deliveryFee)) })}
          </Text>
          <Text size="sm">
            {m.adminOrders_serviceFee({ amount: euros(toCents(order.serviceFee)) })}
          </Text>
          {order.tip > 0 && (
            <Text size="sm">{m.adminOrders_tip({ amount: euros(toCents(order.tip)) })}</Text>
          )}
          <Text fw={700}>{m.adminOrders_totalAmount({ amount: euros(toCents(order.total)) })}</Text>
          {order.vat.map((v) => (
            <Text size="xs" c="dimmed" key={v.rate}>
              {m.adminOrders_vatIncluded({
                rate: formatRate(v.rate),
                amount: euros(toCents(v.vat)),
              })}
            </Text>
          ))}
        </Stack>
      </Card>
      <InvoiceDocuments documents={detail.invoices} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Text fw={600} mb="sm">
            {m.adminOrders_history()}
          </Text>
          <Timeline active={detail.history.length - 1} bulletSize={14}>
            {detail.history.map((h, i) => (
              <Timeline.Item key={i} title={`${h.move} → ${labels.status(h.toStatus)}`}>
                <Text size="xs" c="dimmed">
                  {when(h.at)} · {h.actorName ?? labels.role(h.actorRole)}
                </Text>
                {h.note && <Text size="xs">{historyNote(h)}</Text>}
              </Timeline.Item>
            ))}
          </Timeline>
        </Card>
        <Card withBorder>
          <Text fw={600} mb="sm">
            {m.adminOrders_changes()}
          </Text>
          {detail.changes.length === 0 ? (
            <Text size="sm" c="dimmed">
              {m.adminOrders_none()}
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
  useLanguage();
  const form = useForm<AdminRefundInput>({
    resolver: localized(zodResolver(AdminRefundInput)),
    defaultValues: { reason: '' },
  });
  const part = form.watch('amountCents');
  const submit = form.handleSubmit((values) =>
    refund.mutate(values, {
      onSuccess: (detail) => {
        notify.success(
          m.adminOrders_refundAsked(),
          detail.order.paymentStatus === 'refunded'
            ? m.adminOrders_refunded({ id: props.orderId })
            : m.adminOrders_confirmsShortly(),
        );
        form.reset();
        props.onClose();
      },
      onError: (e) => {
        applyFieldErrors(e, form.setError, ['reason', 'amountCents']);
        notify.error(m.adminOrders_couldNotRefund(), localizeMessage(e.message));
      },
    }),
  );
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={m.adminOrders_refundTitle({ id: props.orderId })}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <Text size="sm">{m.adminOrders_refundHelp({ amount: euros(props.amountCents) })}</Text>
          <Textarea
            label={m.adminOrders_reason()}
            {...form.register('reason')}
            error={form.formState.errors.reason?.message}
          />
          <FormMoneyField
            control={form.control}
            name="amountCents"
            holds="cents"
            label={m.adminOrders_partAmount()}
            description={m.adminOrders_partAmountHelp()}
            clampBehavior="none"
            emptyAs="undefined"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {m.adminOrders_back()}
            </Button>
            <Button type="submit" color="red" loading={refund.isPending}>
              {m.adminOrders_refundAmount({
                amount: euros(typeof part === 'number' && part > 0 ? part : props.amountCents),
              })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
