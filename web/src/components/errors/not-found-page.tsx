import { Button, Container, Stack, Title } from '@mantine/core';
import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <Title order={2}>{t('errors.notFound')}</Title>
        <Button component={Link} to="/" variant="light">
          {t('nav.home')}
        </Button>
      </Stack>
    </Container>
  );
}
