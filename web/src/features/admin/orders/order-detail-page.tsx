import { PAYMENT_METHOD_NAMES } from '../admin-labels';
import { useLanguage } from '@/i18n/use-language';
import { useTranslation } from '@/i18n/react';
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
  const { t } = useTranslation('admin');
  useLanguage();
  if (!valid) return <Text>{t('orders.notFound')}</Text>;
  return (
    <Stack>
      <Anchor component={Link} to="/admin/orders?view=all">
        {t('orders.backToAll')}
      </Anchor>
      {isPending && <Text c="dimmed">{t('orders.loading')}</Text>}
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
  const { t } = useTranslation('admin');
  useLanguage();
  const labels = useAdminLabels();
  // An accept's note is the api's English ('20 minutes'); a cancellation's reason stays as typed.
  const historyNote = (h: AdminOrderDetail['history'][number]) => {
    const minutes = h.move === 'accept' ? acceptNoteMinutes(h.note) : null;
    return minutes ? t('orders.prepTimeNote', { count: minutes }) : h.note;
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
          <Title order={2}>{t('orders.title', { id: order.id })}</Title>
          <Badge color={STATUS_COLORS[order.status]}>{labels.status(order.status)}</Badge>
          <Badge variant="outline">{labels.payment(order.paymentStatus)}</Badge>
          <Badge variant="light">{labels.kind(detail.kind)}</Badge>
        </Group>
        <Group>
          <Tooltip
            label={localizeMessage(detail.resendBlockedBy ?? '')}
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
                      t('orders.invoiceSent'),
                      t('orders.invoiceTo', { email: order.customerEmail }),
                    ),
                  onError: (e) =>
                    notify.error(t('orders.invoiceNotSent'), localizeMessage(e.message)),
                });
              }}
            >
              {t('orders.resendInvoice')}
            </Button>
          </Tooltip>
          <Tooltip
            label={localizeMessage(detail.refundBlockedBy ?? '')}
            disabled={!detail.refundBlockedBy}
          >
            <Button
              color="red"
              data-disabled={detail.refundBlockedBy ? true : undefined}
              onClick={() => !detail.refundBlockedBy && setRefunding(true)}
            >
              {t('orders.refund')}
            </Button>
          </Tooltip>
        </Group>
      </Group>
      {detail.refundBlockedBy && detail.refund?.status === 'failed' && (
        <Alert color="red" title={t('orders.refundRefused')}>
          {localizeMessage(detail.refundBlockedBy)}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Card withBorder>
          <Text fw={600}>{t('orders.customer')}</Text>
          <Text>{order.customerName}</Text>
          <Text size="sm">{order.customerEmail || '—'}</Text>
          <Text size="sm">{order.customerPhone || '—'}</Text>
          <Text size="sm" c="dimmed">
            {t('orders.placedAt', { date: when(order.createdAt) })}
          </Text>
        </Card>
        <Card withBorder>
          <Text fw={600}>
            {order.deliveryType === 'pickup' ? t('orders.pickup') : t('orders.delivery')}
          </Text>
          {address ? (
            <>
              <Text size="sm">{address.streetAddress}</Text>
              <Text size="sm">
                {address.zipCode} {address.city}
              </Text>
              {address.additionalInfo && (
                <Text size="sm">{t('orders.note', { note: address.additionalInfo })}</Text>
              )}
            </>
          ) : (
            <Text size="sm">{order.barName ?? '—'}</Text>
          )}
          <Text size="sm">{t('orders.option', { option: order.deliveryOption })}</Text>
          <Text size="sm">{t('orders.estimated', { date: when(order.estimatedDelivery) })}</Text>
          {order.driver && <Text size="sm">{t('orders.driver', { name: order.driver.name })}</Text>}
        </Card>
        <Card withBorder>
          <Text fw={600}>{t('orders.payment')}</Text>
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
              <Text size="sm">{t('orders.settled', { date: when(detail.payment.settledAt) })}</Text>
            </>
          ) : (
            <Text size="sm">{t('orders.noPayment')}</Text>
          )}
          {detail.refund && (
            <Text size="sm" mt="xs">
              {t(detail.refund.refundedAt ? 'orders.refundLineDone' : 'orders.refundLine', {
                status: labels.refund(detail.refund.status),
                amount: euros(detail.refund.amountCents),
                asked: when(detail.refund.requestedAt),
                refunded: when(detail.refund.refundedAt),
              })}
            </Text>
          )}
        </Card>
      </SimpleGrid>
      <Card withBorder>
        <Table aria-label={t('orders.lines')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('orders.item')}</Table.Th>
              <Table.Th>{t('orders.qty')}</Table.Th>
              <Table.Th>{t('orders.vatRates')}</Table.Th>
              <Table.Th ta="right">{t('orders.total')}</Table.Th>
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
          <Text size="sm">{t('orders.subtotal', { amount: euros(toCents(order.subtotal)) })}</Text>
          <Text size="sm">
            {t('orders.deliveryFee', { amount: euros(toCents(order.deliveryFee)) })}
          </Text>
          <Text size="sm">
            {t('orders.serviceFee', { amount: euros(toCents(order.serviceFee)) })}
          </Text>
          {order.tip > 0 && (
            <Text size="sm">{t('orders.tip', { amount: euros(toCents(order.tip)) })}</Text>
          )}
          <Text fw={700}>{t('orders.totalAmount', { amount: euros(toCents(order.total)) })}</Text>
          {order.vat.map((v) => (
            <Text size="xs" c="dimmed" key={v.rate}>
              {t('orders.vatIncluded', {
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
            {t('orders.history')}
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
            {t('orders.changes')}
          </Text>
          {detail.changes.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('orders.none')}
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
  const { t } = useTranslation('admin');
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
          t('orders.refundAsked'),
          detail.order.paymentStatus === 'refunded'
            ? t('orders.refunded', { id: props.orderId })
            : t('orders.confirmsShortly'),
        );
        form.reset();
        props.onClose();
      },
      onError: (e) => {
        applyFieldErrors(e, form.setError, ['reason', 'amountCents']);
        notify.error(t('orders.couldNotRefund'), localizeMessage(e.message));
      },
    }),
  );
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('orders.refundTitle', { id: props.orderId })}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <Text size="sm">{t('orders.refundHelp', { amount: euros(props.amountCents) })}</Text>
          <Textarea
            label={t('orders.reason')}
            {...form.register('reason')}
            error={form.formState.errors.reason?.message}
          />
          <FormMoneyField
            control={form.control}
            name="amountCents"
            holds="cents"
            label={t('orders.partAmount')}
            description={t('orders.partAmountHelp')}
            clampBehavior="none"
            emptyAs="undefined"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('orders.back')}
            </Button>
            <Button type="submit" color="red" loading={refund.isPending}>
              {t('orders.refundAmount', {
                amount: euros(typeof part === 'number' && part > 0 ? part : props.amountCents),
              })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
