import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Alert, Badge, Box, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCamera, IconPlayerStop } from '@tabler/icons-react';
import type { Html5Qrcode } from 'html5-qrcode';
import { QR_SCANNER, SCANNER_MESSAGES, scannerErrorText } from './scanner-config';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

interface Props {
  /** A code was read; the scanner has stopped. */
  onScan: (code: string) => void;
  onCancel: () => void;
}

type ScanState = 'idle' | 'starting' | 'scanning';

const cameraAvailable = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/** The camera scanner card: Start Scanning, Stop Scanning, Cancel and a Scanning indicator. */
export function QrScanner({ onScan, onCancel }: Props) {
  useLanguage();
  const regionId = `qr-region-${useId().replace(/[^\w-]/g, '')}`;
  const [state, setState] = useState<ScanState>('idle');
  // The failure, said in the shop's language when shown.
  const [error, setError] = useState<(() => string) | null>(null);
  // The running (or starting) camera: the instance and its start() promise. html5-qrcode's
  // isScanning only turns true once start() resolves, which waits for the camera permission
  // prompt, so stopping must wait for the start to settle or the camera stays on.
  const scanner = useRef<{ instance: Html5Qrcode; started: Promise<unknown> } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Each start has a number; a stop moves it on, so a start still loading the library gives up.
  const run = useRef(0);
  const mounted = useRef(true);

  const stop = useCallback(async () => {
    clearTimeout(timer.current);
    run.current += 1;
    const current = scanner.current;
    scanner.current = null;
    if (current) {
      await current.started.catch(() => undefined);
      if (current.instance.isScanning) await current.instance.stop().catch(() => undefined);
    }
    if (mounted.current) setState('idle');
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      void stop();
    };
  }, [stop]);

  const start = () => {
    setError(null);
    if (!cameraAvailable()) {
      setError(() => SCANNER_MESSAGES.unavailable);
      return;
    }
    setState('starting');
    const id = ++run.current;
    // The delay lets the scan region render before the library looks it up by id.
    timer.current = setTimeout(async () => {
      try {
        const { Html5Qrcode } = await import('html5-qrcode');
        if (!mounted.current || run.current !== id) return;
        const instance = new Html5Qrcode(regionId, false);
        const entry = {
          instance,
          started: instance.start(
            QR_SCANNER.camera,
            {
              fps: QR_SCANNER.fps,
              qrbox: { width: QR_SCANNER.boxSize, height: QR_SCANNER.boxSize },
            },
            (text) => {
              // The library may read the code again before the camera has stopped.
              if (run.current !== id) return;
              void stop();
              onScan(text);
            },
            () => undefined,
          ),
        };
        scanner.current = entry;
        await entry.started;
        // Stopped (or left) while the camera was starting: stop() has taken it and turns it off.
        if (scanner.current === entry && mounted.current) setState('scanning');
      } catch (err) {
        if (!mounted.current || run.current !== id) return;
        scanner.current = null;
        setState('idle');
        setError(() => scannerErrorText(err));
      }
    }, QR_SCANNER.startDelayMs);
  };

  const cancel = () => {
    void stop();
    onCancel();
  };

  return (
    <Card withBorder component="section" aria-labelledby={`${regionId}-title`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4} id={`${regionId}-title`}>
            {m.orders_bar_scanQr()}
          </Title>
          {state === 'scanning' && (
            <Badge color="green" variant="light" leftSection={<Loader size={10} color="green" />}>
              {m.orders_bar_scanning()}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {m.orders_bar_pointCamera()}
        </Text>
        <Box id={regionId} w="100%" maw={420} mx="auto" />
        {error && (
          <Alert color="red" role="alert">
            {error()}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={cancel}>
            {m.orders_bar_cancel()}
          </Button>
          {state === 'idle' ? (
            <Button leftSection={<IconCamera size={16} />} onClick={start}>
              {m.orders_bar_start()}
            </Button>
          ) : (
            <Button
              color="red"
              variant="light"
              leftSection={<IconPlayerStop size={16} />}
              onClick={() => void stop()}
            >
              {m.orders_bar_stop()}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
