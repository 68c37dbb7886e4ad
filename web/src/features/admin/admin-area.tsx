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
  return (
    <Center mih="60vh">
      <Stack align="center" gap="xs" role="status">
        <Loader />
        <Title order={3}>Loading Admin Panel</Title>
        <Text c="dimmed">Please wait...</Text>
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
    return (
      <Center mih="60vh">
        <Stack align="center" gap="xs" role="alert">
          <Title order={3}>Loading Error</Title>
          <Text c="dimmed">Please refresh the page</Text>
          <Button onClick={() => window.location.reload()}>Refresh Page</Button>
        </Stack>
      </Center>
    );
  }
}
