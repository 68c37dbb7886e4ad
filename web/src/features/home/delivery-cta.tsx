import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@/i18n/react';

export function DeliveryCta() {
  const { t } = useTranslation('shop');
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
          {t('home.deliverTitle')}
        </Title>
        <Text maw={560}>{t('home.deliverText')}</Text>
        <Button
          component={Link}
          to="/simple-location"
          size="md"
          variant="white"
          color="tomato"
          leftSection={<IconMapPin size={18} />}
        >
          {t('home.checkAddress')}
        </Button>
      </Stack>
    </Paper>
  );
}
