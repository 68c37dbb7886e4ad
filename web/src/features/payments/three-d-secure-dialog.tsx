import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/i18n/react';

interface Props {
  opened: boolean;
  amountText: string;
  busy: boolean;
  onAnswer: (approve: boolean) => void;
}

/** Test mode's stand-in for the bank's 3-D Secure page. */
export function ThreeDSecureDialog({ opened, amountText, busy, onAnswer }: Props) {
  const { t } = useTranslation('orders');
  return (
    <Modal
      opened={opened}
      onClose={() => onAnswer(false)}
      title={t('payment.secureTitle')}
      closeOnClickOutside={false}
      withCloseButton={false}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('payment.secureText', { amount: amountText })}</Text>
        <Group justify="flex-end">
          <Button variant="default" color="red" disabled={busy} onClick={() => onAnswer(false)}>
            {t('payment.failAuth')}
          </Button>
          <Button loading={busy} onClick={() => onAnswer(true)}>
            {t('payment.authenticate')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
