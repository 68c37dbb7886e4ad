import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { localizeMessage } from '@/i18n/messages';
import { csvUrl } from './report-dates';

/**
 * A report page around its table: the title and help, the span's pickers beside the CSV
 * download (off while no span is chosen), the server's error, then the table and totals.
 */
export function ReportLayout({
  title,
  help,
  pickers,
  url,
  csvLabel,
  error,
  children,
}: {
  title: string;
  help: string;
  pickers: ReactNode;
  /** The report's URL for the chosen span; null while one end is not chosen. */
  url: string | null;
  csvLabel: string;
  error: Error | null;
  children: ReactNode;
}) {
  return (
    <Stack>
      <Title order={2}>{title}</Title>
      <Text c="dimmed" size="sm">
        {help}
      </Text>
      <Group align="end">
        {pickers}
        <Button
          component="a"
          href={url ? csvUrl(url) : undefined}
          download
          variant="light"
          disabled={!url}
        >
          {csvLabel}
        </Button>
      </Group>
      {error && <Alert color="red">{localizeMessage(error.message)}</Alert>}
      {children}
    </Stack>
  );
}
