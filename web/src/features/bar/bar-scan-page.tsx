import { Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { QrScanner, useScannedCode } from '@/features/qr';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

/**
 * /bar/scan: the camera scanner for the QR code on a bar table. A bar's code opens that bar;
 * a zone's or a custom location's code continues where such codes go (/scan-qr).
 */
export default function BarScanPage() {
  useLanguage();
  const navigate = useNavigate();
  const verify = useScannedCode((result) => {
    if (result.customId) {
      void navigate(`/scan-qr?customId=${encodeURIComponent(result.customId)}`);
      return true;
    }
    if (result.zone) {
      void navigate(`/scan-qr?zoneId=${result.zone.id}`);
      return true;
    }
    return false;
  });

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{m.orders_bar_scanTitle()}</Title>
          <Text c="dimmed">{m.orders_bar_scanText()}</Text>
        </div>
        <QrScanner onScan={(code) => verify.mutate(code)} onCancel={() => void navigate('/')} />
        {verify.isPending && <Loader role="progressbar" aria-label={m.orders_bar_checking()} />}
      </Stack>
    </Container>
  );
}
