import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
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
  useLanguage();
  return (
    <Modal
      opened={pending !== null}
      onClose={onCancel}
      title={pending?.driverId === null ? m.adminDispatch_takeBack() : m.adminDispatch_assign()}
    >
      {pending && (
        <Stack>
          <Text>
            {pending.driverId === null
              ? m.adminDispatch_confirmTakeBack({ orders: orderNumbers(pending.orderIds) })
              : m.adminDispatch_confirmGive({
                  orders: orderNumbers(pending.orderIds),
                  name: driverName(pending.driverId) ?? m.adminDispatch_thisDriver(),
                })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {m.adminDispatch_cancel()}
            </Button>
            <Button loading={busy} onClick={() => onConfirm(pending)}>
              {m.adminDispatch_confirm()}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
