import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

interface Props {
  opened: boolean;
  amountText: string;
  busy: boolean;
  onAnswer: (approve: boolean) => void;
}

/** Test mode's stand-in for the bank's 3-D Secure page. */
export function ThreeDSecureDialog({ opened, amountText, busy, onAnswer }: Props) {
  useLanguage();
  return (
    <Modal
      opened={opened}
      onClose={() => onAnswer(false)}
      title={m.orders_payment_secureTitle()}
      closeOnClickOutside={false}
      withCloseButton={false}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{m.orders_payment_secureText({ amount: amountText })}</Text>
        <Group justify="flex-end">
          <Button variant="default" color="red" disabled={busy} onClick={() => onAnswer(false)}>
            {m.orders_payment_failAuth()}
          </Button>
          <Button loading={busy} onClick={() => onAnswer(true)}>
            {m.orders_payment_authenticate()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
