import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { Link } from 'react-router-dom';

export function AccessDeniedPage({
  role,
  required,
}: {
  role: string;
  required: readonly string[];
}) {
  useLanguage();
  return (
    <Container size="sm" py="xl">
      <Stack gap="sm" align="flex-start">
        <Title order={2}>{m.common_errors_accessDenied()}</Title>
        <Text>{m.common_errors_noPermission()}</Text>
        <Text c="dimmed">{m.common_errors_yourRole({ role })}</Text>
        <Text c="dimmed">
          {m.common_errors_requiredRole({ count: required.length, roles: required.join(', ') })}
        </Text>
        <Button component={Link} to="/" variant="light">
          {m.common_nav_home()}
        </Button>
      </Stack>
    </Container>
  );
}
