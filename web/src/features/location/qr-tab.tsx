import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { QrScanner } from '@/features/qr';

interface Props {
  onScan: (code: string) => void;
  pending: boolean;
}

export function QrTab({ onScan, pending }: Props) {
  useLanguage();
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
      <Text>{m.orders_location_qrHint()}</Text>
      <Button
        leftSection={<IconQrcode size={16} />}
        onClick={() => setOpen(true)}
        loading={pending}
      >
        {m.orders_location_startScanner()}
      </Button>
    </Stack>
  );
}
