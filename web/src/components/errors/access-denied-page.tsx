import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router-dom';

export function AccessDeniedPage({
  role,
  required,
}: {
  role: string;
  required: readonly string[];
}) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Stack gap="sm" align="flex-start">
        <Title order={2}>{t('errors.accessDenied')}</Title>
        <Text>{t('errors.noPermission')}</Text>
        <Text c="dimmed">{t('errors.yourRole', { role })}</Text>
        <Text c="dimmed">
          {t('errors.requiredRole', { count: required.length, roles: required.join(', ') })}
        </Text>
        <Button component={Link} to="/" variant="light">
          {t('nav.home')}
        </Button>
      </Stack>
    </Container>
  );
}
