import { Button, Container, Stack, Title } from '@mantine/core';

/** Last resort for a page that crashed while rendering: offer a fresh start. */
export function RouteErrorPage() {
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <Title order={2}>Oops! Something went wrong</Title>
        <Button onClick={() => window.location.reload()}>Refresh Page</Button>
      </Stack>
    </Container>
  );
}
