import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

export function AccessDeniedPage({
  role,
  required,
}: {
  role: string;
  required: readonly string[];
}) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="sm" align="flex-start">
        <Title order={2}>Access Denied</Title>
        <Text>You do not have permission to access this page.</Text>
        <Text c="dimmed">Your role: {role}</Text>
        <Text c="dimmed">
          Required {required.length === 1 ? 'role' : 'roles'}: {required.join(', ')}
        </Text>
        <Button component={Link} to="/" variant="light">
          Home
        </Button>
      </Stack>
    </Container>
  );
}
