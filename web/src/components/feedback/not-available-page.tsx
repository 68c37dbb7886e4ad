import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

/** A screen whose content is not built yet: says so plainly, never shows made-up data. */
export function NotAvailablePage({ name, children }: { name: string; children?: ReactNode }) {
  useLanguage();
  return (
    <Container size="sm" py="xl">
      <Stack gap="xs" align="flex-start">
        <Title order={2}>{name}</Title>
        <Text>{m.common_errors_notAvailable()}</Text>
        {children}
      </Stack>
    </Container>
  );
}
