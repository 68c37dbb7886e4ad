import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/react';
import { QrScanner } from '@/features/qr';

interface Props {
  onScan: (code: string) => void;
  pending: boolean;
}

export function QrTab({ onScan, pending }: Props) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(false);
  if (open) {
    return (
      <QrScanner
        onScan={(code) => {
          setOpen(false);
          onScan(code);
        }}
        onCancel={() => setOpen(false)}
      />
    );
  }
  return (
    <Stack gap="sm" align="flex-start">
      <Text>{t('location.qrHint')}</Text>
      <Button
        leftSection={<IconQrcode size={16} />}
        onClick={() => setOpen(true)}
        loading={pending}
      >
        {t('location.startScanner')}
      </Button>
    </Stack>
  );
}
