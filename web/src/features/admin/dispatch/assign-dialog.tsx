import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/i18n/react';
import { orderNumbers } from './dispatch-format';
import type { PendingAssignment } from './selection-panels';

interface AssignDialogProps {
  pending: PendingAssignment | null;
  driverName: (id: number) => string | undefined;
  busy: boolean;
  onConfirm: (change: PendingAssignment) => void;
  onCancel: () => void;
}

/** Asks before orders change hands: who gets which, or which are taken back. */
export function AssignDialog({
  pending,
  driverName,
  busy,
  onConfirm,
  onCancel,
}: AssignDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Modal
      opened={pending !== null}
      onClose={onCancel}
      title={pending?.driverId === null ? t('dispatch.takeBack') : t('dispatch.assign')}
    >
      {pending && (
        <Stack>
          <Text>
            {pending.driverId === null
              ? t('dispatch.confirmTakeBack', { orders: orderNumbers(pending.orderIds) })
              : t('dispatch.confirmGive', {
                  orders: orderNumbers(pending.orderIds),
                  name: driverName(pending.driverId) ?? t('dispatch.thisDriver'),
                })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('dispatch.cancel')}
            </Button>
            <Button loading={busy} onClick={() => onConfirm(pending)}>
              {t('dispatch.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
