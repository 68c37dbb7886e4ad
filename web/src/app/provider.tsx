import { type ReactNode, useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RealtimeProvider } from '@/features/realtime/realtime-provider';
import { createQueryClient } from '@/lib/query-client';
import { TOAST_AUTO_CLOSE_MS } from '@/lib/notify';
import { cssVariablesResolver, theme } from './theme';

import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './focus.css';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <Notifications limit={1} autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" />
      <QueryClientProvider client={queryClient}>
        <RealtimeProvider>{children}</RealtimeProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
