import { useTranslation } from '@/i18n/react';
import { Button, List, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/** How to let the portal read the position, on the two phones drivers use. */
export function LocationHelp({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('portal', { keyPrefix: 'location.help' });
  return (
    <Stack gap="sm" aria-label={t('label')}>
      <div>
        <Title order={3} size="h5">
          {t('iphone')}
        </Title>
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>{t('iphone1')}</List.Item>
          <List.Item>{t('iphone2')}</List.Item>
          <List.Item>{t('iphone3')}</List.Item>
        </List>
      </div>
      <div>
        <Title order={3} size="h5">
          {t('android')}
        </Title>
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>{t('android1')}</List.Item>
          <List.Item>{t('android2')}</List.Item>
        </List>
      </div>
      <Text size="sm">{t('then')}</Text>
      <Button size="lg" fullWidth leftSection={<IconRefresh size={20} />} onClick={onRetry}>
        {t('retry')}
      </Button>
    </Stack>
  );
}
