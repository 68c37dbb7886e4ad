import { SimpleGrid, Stack, Title } from '@mantine/core';
import { OrderingSwitches } from '../ordering-switches';

export default function DashboardPage() {
  return (
    <Stack>
      <Title order={2}>Admin Dashboard</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <OrderingSwitches />
      </SimpleGrid>
    </Stack>
  );
}
