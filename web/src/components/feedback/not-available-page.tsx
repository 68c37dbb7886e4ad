import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';

/** A screen whose content is not built yet: says so plainly, never shows made-up data. */
export function NotAvailablePage({ name, children }: { name: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Stack gap="xs" align="flex-start">
        <Title order={2}>{name}</Title>
        <Text>{t('errors.notAvailable')}</Text>
        {children}
      </Stack>
    </Container>
  );
}
