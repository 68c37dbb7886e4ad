import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { AdminLoadError, loadAdminArea } from './load-admin-area';

const AdminApp = lazy(loadAdminArea);

/** The back office, fetched on first use as its own bundle. */
export function AdminArea() {
  return (
    <AdminLoadBoundary>
      <Suspense fallback={<AdminLoading />}>
        <AdminApp />
      </Suspense>
    </AdminLoadBoundary>
  );
}

function AdminLoading() {
  useLanguage();
  return (
    <Center mih="60vh">
      <Stack align="center" gap="xs" role="status">
        <Loader />
        <Title order={3}>{m.common_backOffice_loading()}</Title>
        <Text c="dimmed">{m.common_backOffice_pleaseWait()}</Text>
      </Stack>
    </Center>
  );
}

/** Catches only a failed bundle download; other errors go on to the route's error page. */
class AdminLoadBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof AdminLoadError)) throw error;
    return <AdminLoadFailed />;
  }
}

function AdminLoadFailed() {
  useLanguage();
  return (
    <Center mih="60vh">
      <Stack align="center" gap="xs" role="alert">
        <Title order={3}>{m.common_backOffice_loadingError()}</Title>
        <Text c="dimmed">{m.common_backOffice_pleaseRefresh()}</Text>
        <Button onClick={() => window.location.reload()}>{m.common_errors_refresh()}</Button>
      </Stack>
    </Center>
  );
}
