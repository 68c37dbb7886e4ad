import { type ReactNode, useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RealtimeProvider } from '@/features/realtime';
import { createQueryClient } from '@/lib/query-client';
import { theme } from './theme';
import { Toasts } from './toasts';

// Only the Mantine styles the shop's own pages use (docs/performance.md, "Speed").
import './styles/mantine-shell.css';
// The theme's CSS variables, written at build time (web/build/theme-variables.ts).
import 'virtual:theme-variables.css';
import './focus.css';

export function AppProvider(props: { children: ReactNode; queryClient?: QueryClient }) {
  const { children } = props;
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient());
  return (
    <MantineProvider
      theme={theme}
      // Its CSS variables come with the shell's styles, written at build time.
      withCssVariables={false}
      defaultColorScheme="light"
    >
      <Toasts />
      <QueryClientProvider client={queryClient}>
        <RealtimeProvider>{children}</RealtimeProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
