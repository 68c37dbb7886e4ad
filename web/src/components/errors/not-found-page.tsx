import { Button, Container, Stack, Title } from '@mantine/core';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  useLanguage();
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <Title order={2}>{m.common_errors_notFound()}</Title>
        <Button component={Link} to="/" variant="light">
          {m.common_nav_home()}
        </Button>
      </Stack>
    </Container>
  );
}
