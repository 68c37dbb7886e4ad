import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
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
  useLanguage();
  const submit = () => {
    const text = reason.trim();
    if (!text) {
      setError(m.adminKitchen_reasonRequired());
      return;
    }
    onCancel(text);
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={m.adminKitchen_cancelTitle({ id: order.id })}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          {order.paymentStatus === 'paid' && (
            <Text fz="sm">{m.adminKitchen_refundedAndTold()}</Text>
          )}
          <Textarea
            label={m.adminKitchen_reason()}
            placeholder={m.adminKitchen_reasonPlaceholder()}
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
              {m.adminKitchen_keepOrder()}
            </Button>
            <Button type="submit" color="red" size="md" loading={busy}>
              {m.adminKitchen_cancelOrder()}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
