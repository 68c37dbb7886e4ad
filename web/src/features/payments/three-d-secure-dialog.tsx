import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface Props {
  opened: boolean;
  amountText: string;
  busy: boolean;
  onAnswer: (approve: boolean) => void;
}

/** Test mode's stand-in for the bank's 3-D Secure page. */
export function ThreeDSecureDialog({ opened, amountText, busy, onAnswer }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={() => onAnswer(false)}
      title="3-D Secure authentication"
      closeOnClickOutside={false}
      withCloseButton={false}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          Your bank asks you to confirm this payment of {amountText}. This is the test-mode
          authentication step: choose how the bank answers.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" color="red" disabled={busy} onClick={() => onAnswer(false)}>
            Fail authentication
          </Button>
          <Button loading={busy} onClick={() => onAnswer(true)}>
            Authenticate
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
