import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { QrScanner } from '@/features/qr/qr-scanner';

interface Props {
  onScan: (code: string) => void;
  pending: boolean;
}

export function QrTab({ onScan, pending }: Props) {
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
      <Text>Scan the QR code of one of our delivery locations.</Text>
      <Button
        leftSection={<IconQrcode size={16} />}
        onClick={() => setOpen(true)}
        loading={pending}
      >
        Start QR Code Scanner
      </Button>
    </Stack>
  );
}
