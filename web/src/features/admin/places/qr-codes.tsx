import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import type { QrCodeEntry } from '@shop/contracts';
import { localizeMessage } from '@/i18n/messages';
import { localizeNote } from '@/i18n/notes';
import { notify } from '@/lib/notify';
import { qrCodesQuery } from './api';
import classes from './qr-codes.module.css';

/** Medium error correction: a code still reads with a crease or a drop of sauce on it. */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;

export const qrSvg = (payload: string) => QRCode.toString(payload, { ...QR_OPTIONS, type: 'svg' });

const fileName = (code: QrCodeEntry, ext: string) => `italieno-qr-${code.kind}-${code.id}.${ext}`;

function download(href: string, name: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}

async function downloadSvg(code: QrCodeEntry) {
  const url = URL.createObjectURL(new Blob([await qrSvg(code.payload)], { type: 'image/svg+xml' }));
  download(url, fileName(code, 'svg'));
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

async function downloadPng(code: QrCodeEntry) {
  // 1024 px: sharp on a printed A5 poster.
  download(
    await QRCode.toDataURL(code.payload, { ...QR_OPTIONS, width: 1024 }),
    fileName(code, 'png'),
  );
}

/** The code drawn as an SVG image; its text is the shop link it holds. */
export function QrCodeImage({ code }: { code: QrCodeEntry }) {
  useLanguage();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void qrSvg(code.payload).then((svg) => {
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [code.payload]);
  if (!src) return <Loader size="sm" className={classes.code} />;
  return (
    <img src={src} alt={m.adminPlaces_qr_imageOf({ name: code.name })} className={classes.code} />
  );
}

function QrCard({ code }: { code: QrCodeEntry }) {
  useLanguage();
  const failed = (err: unknown) =>
    notify.error(m.adminPlaces_qr_fileFailed(), err instanceof Error ? err.message : undefined);
  return (
    <Card withBorder padding="sm" className={classes.card}>
      <Stack gap={6} align="center">
        <QrCodeImage code={code} />
        <Group gap={6} justify="center">
          <Text fw={600}>{code.name}</Text>
          {!code.active && (
            <Badge color="gray" className={classes.noPrint}>
              {m.adminPlaces_qr_inactive()}
            </Badge>
          )}
        </Group>
        <Text size="sm" ta="center">
          {localizeNote(code.texts?.instruction, code.instruction)}
        </Text>
        <Text size="xs" c="dimmed" ta="center" className={classes.payload}>
          {code.payload}
        </Text>
        <Group gap="xs" className={classes.noPrint}>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} />}
            onClick={() => downloadSvg(code).catch(failed)}
            aria-label={m.adminPlaces_qr_downloadSvg({ name: code.name })}
          >
            SVG
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} />}
            onClick={() => downloadPng(code).catch(failed)}
            aria-label={m.adminPlaces_qr_downloadPng({ name: code.name })}
          >
            PNG
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

interface PanelProps {
  /** Only these codes; every code (zones, locations and bars) when absent. */
  kind?: QrCodeEntry['kind'];
  title: string;
}

/**
 * The printable QR codes: a preview of each with its name, instruction and link, SVG and PNG
 * downloads, and a sheet to print (the browser's print dialog prints only the codes).
 */
export function QrCodesPanel({ kind, title }: PanelProps) {
  const { data: codes, isPending, isError, error } = useQuery(qrCodesQuery(kind));
  useLanguage();
  return (
    <Stack className={classes.sheet} gap="sm">
      <Group justify="space-between">
        <Title order={3}>{title}</Title>
        <Button
          className={classes.noPrint}
          leftSection={<IconPrinter size={16} />}
          variant="default"
          disabled={!codes?.length}
          onClick={() => window.print()}
        >
          {m.adminPlaces_qr_print()}
        </Button>
      </Group>
      {isPending && <Loader />}
      {isError && (
        <Alert color="red" title={m.adminPlaces_qr_couldNotLoad()}>
          {localizeMessage(error.message)}
        </Alert>
      )}
      {codes && codes.length === 0 && <Text c="dimmed">{m.adminPlaces_qr_nothing()}</Text>}
      {codes && codes.length > 0 && (
        <div className={classes.grid}>
          {codes.map((code) => (
            <QrCard key={`${code.kind}-${code.id}`} code={code} />
          ))}
        </div>
      )}
    </Stack>
  );
}
