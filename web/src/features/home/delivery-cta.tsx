import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

export function DeliveryCta() {
  useLanguage();
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
          {m.shop_home_deliverTitle()}
        </Title>
        <Text maw={560}>{m.shop_home_deliverText()}</Text>
        <Button
          component={Link}
          to="/simple-location"
          size="md"
          variant="white"
          color="tomato"
          leftSection={<IconMapPin size={18} />}
        >
          {m.shop_home_checkAddress()}
        </Button>
      </Stack>
    </Paper>
  );
}
