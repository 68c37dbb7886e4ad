import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export function DeliveryCta() {
  return (
    <Paper
      component="section"
      p="xl"
      radius="lg"
      bg="tomato.7"
      c="white"
      aria-labelledby="home-delivery"
    >
      <Stack align="center" ta="center" gap="md">
        <Title order={2} id="home-delivery">
          Do we deliver to you?
        </Title>
        <Text maw={560}>
          We deliver across Amsterdam in under 30 minutes. Check your address to see whether you are
          in one of our delivery zones.
        </Text>
        <Button
          component={Link}
          to="/simple-location"
          size="md"
          variant="white"
          color="tomato"
          leftSection={<IconMapPin size={18} />}
        >
          Check Your Address
        </Button>
      </Stack>
    </Paper>
  );
}
