import { Button, Container, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <Title order={2}>404 Page Not Found</Title>
        <Button component={Link} to="/" variant="light">
          Home
        </Button>
      </Stack>
    </Container>
  );
}
