import type { ReactNode } from 'react';
import { Container, Grid, Stack, Title } from '@mantine/core';
import type { OrderingScope } from '@shop/contracts';
import { OrderingBanner } from '@/features/ordering';

interface Props {
  title: string;
  /** The service whose ordering switch the banner reports. */
  scope: OrderingScope;
  /** The wide column: what the customer fills in before paying. */
  main: ReactNode;
  /** The narrow column: the summary and the payment, one under the other. */
  aside: ReactNode;
}

/** Every checkout's page: its title, whether ordering is open, and the two columns. */
export function CheckoutFrame({ title, scope, main, aside }: Props) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        <OrderingBanner scope={scope} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>{main}</Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">{aside}</Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
