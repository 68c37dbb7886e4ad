import type { ReactNode } from 'react';
import { Alert, Container, Loader, Stack, Title } from '@mantine/core';
import { localizeMessage } from '@/i18n/messages';
import { DriverPortalNav } from './driver-portal-nav';

interface Props {
  title: string;
  /** Names the spinner shown while the screen's data loads. */
  loadingLabel: string;
  isPending: boolean;
  error: Error | null;
  children: ReactNode;
}

/**
 * A portal screen that shows one read of the driver's data: the tabs, the title, a spinner
 * while it loads and the server's reason when it fails, then what the screen shows of it.
 */
export function DriverPortalScreen({ title, loadingLabel, isPending, error, children }: Props) {
  return (
    <Container size={520} px="sm" py="md">
      <Stack gap="md">
        <DriverPortalNav />
        <Title order={1} fz={28}>
          {title}
        </Title>
        {isPending && <Loader role="progressbar" aria-label={loadingLabel} />}
        {error && (
          <Alert color="red" role="alert">
            {localizeMessage(error.message)}
          </Alert>
        )}
        {children}
      </Stack>
    </Container>
  );
}
