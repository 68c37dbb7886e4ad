import { Button, Container, Stack, Title } from '@mantine/core';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

/** Last resort for a page that crashed while rendering: offer a fresh start. */
export function RouteErrorPage() {
  useLanguage();
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <Title order={2}>{m.common_errors_oops()}</Title>
        <Button onClick={() => window.location.reload()}>{m.common_errors_refresh()}</Button>
      </Stack>
    </Container>
  );
}
