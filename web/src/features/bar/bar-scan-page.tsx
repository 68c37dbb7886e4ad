import { Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { QR_VALID_MESSAGE } from '@shop/contracts';
import { verifyQrCode } from '@/features/location';
import { serverMessage } from '@/lib/error-text';
import { QR_NO_LOCATION_MESSAGE, qrRefusalText, qrRefusalTitle, QrScanner } from '@/features/qr';
import { notify } from '@/lib/notify';
import { useTranslation } from '@/i18n/react';
import { localizeMessage } from '@/i18n/messages';

/**
 * /bar/scan: the camera scanner for the QR code on a bar table. A bar's code opens that bar;
 * a zone's or a custom location's code continues where such codes go (/scan-qr).
 */
export default function BarScanPage() {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const verify = useMutation({
    mutationFn: verifyQrCode,
    onSuccess: (result) => {
      if (!result.isValid) {
        notify.error(
          localizeMessage(qrRefusalTitle(result.message)),
          localizeMessage(qrRefusalText(result.message)),
        );
        return;
      }
      if (result.kind === 'bar' && result.barSlug) {
        notify.success(localizeMessage(QR_VALID_MESSAGE));
        void navigate(`/bar/${encodeURIComponent(result.barSlug)}`);
      } else if (result.customId) {
        void navigate(`/scan-qr?customId=${encodeURIComponent(result.customId)}`);
      } else if (result.zone) {
        void navigate(`/scan-qr?zoneId=${result.zone.id}`);
      } else {
        notify.error(localizeMessage('Invalid QR Code'), localizeMessage(QR_NO_LOCATION_MESSAGE));
      }
    },
    onError: (error) =>
      notify.error(
        localizeMessage('Error'),
        serverMessage(error, localizeMessage('Failed to verify QR code')),
      ),
  });

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('bar.scanTitle')}</Title>
          <Text c="dimmed">{t('bar.scanText')}</Text>
        </div>
        <QrScanner onScan={(code) => verify.mutate(code)} onCancel={() => void navigate('/')} />
        {verify.isPending && <Loader role="progressbar" aria-label={t('bar.checking')} />}
      </Stack>
    </Container>
  );
}
