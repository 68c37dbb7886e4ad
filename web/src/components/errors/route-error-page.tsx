import { Button, Container, Stack, Title } from '@mantine/core';
import { useTranslation } from '@/i18n/react';

/** Last resort for a page that crashed while rendering: offer a fresh start. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <Title order={2}>{t('errors.oops')}</Title>
        <Button onClick={() => window.location.reload()}>{t('errors.refresh')}</Button>
      </Stack>
    </Container>
  );
}
