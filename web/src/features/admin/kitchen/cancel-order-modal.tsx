import { useTranslation } from '@/i18n/react';
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { Order } from '@shop/contracts';

/** Asks the kitchen why an order is cancelled; a paid order is refunded and its customer told. */
export function CancelOrderModal({
  order,
  opened,
  onClose,
  onCancel,
  busy,
}: {
  order: Order;
  opened: boolean;
  onClose: () => void;
  onCancel: (reason: string) => void;
  busy: boolean;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { t } = useTranslation('admin');
  const submit = () => {
    const text = reason.trim();
    if (!text) {
      setError(t('kitchen.reasonRequired'));
      return;
    }
    onCancel(text);
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('kitchen.cancelTitle', { id: order.id })}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          {order.paymentStatus === 'paid' && <Text fz="sm">{t('kitchen.refundedAndTold')}</Text>}
          <Textarea
            label={t('kitchen.reason')}
            placeholder={t('kitchen.reasonPlaceholder')}
            withAsterisk
            autosize
            minRows={2}
            maxLength={300}
            value={reason}
            error={error}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" size="md" onClick={onClose}>
              {t('kitchen.keepOrder')}
            </Button>
            <Button type="submit" color="red" size="md" loading={busy}>
              {t('kitchen.cancelOrder')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
