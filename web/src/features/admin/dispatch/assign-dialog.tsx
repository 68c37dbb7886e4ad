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
  return (
    <Modal
      opened={pending !== null}
      onClose={onCancel}
      title={pending?.driverId === null ? 'Take back' : 'Assign'}
    >
      {pending && (
        <Stack>
          <Text>
            {pending.driverId === null
              ? `Take ${orderNumbers(pending.orderIds)} back from the driver?`
              : `Give ${orderNumbers(pending.orderIds)} to ${driverName(pending.driverId) ?? 'this driver'}?`}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button loading={busy} onClick={() => onConfirm(pending)}>
              Confirm
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
