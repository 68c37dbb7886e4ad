import { useState } from 'react';
import { Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/react';
import { SavedAddressForm } from './saved-address-form';
import { SavedAddressList } from './saved-address-list';
import { ZoneCards } from './zone-cards';

/** My Addresses (/addresses): saved addresses, a form to add one, and our delivery zones. */
export default function AddressesPage() {
  const [adding, setAdding] = useState(false);
  const { t } = useTranslation('account');
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={1}>{t('addresses.title')}</Title>
            {!adding && (
              <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
                {t('addresses.add')}
              </Button>
            )}
          </Group>
          {adding && (
            <Card withBorder>
              <SavedAddressForm
                onSaved={() => setAdding(false)}
                onCancel={() => setAdding(false)}
              />
            </Card>
          )}
          <SavedAddressList />
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="delivery-zones">
          <Title order={2} id="delivery-zones">
            {t('addresses.zonesTitle')}
          </Title>
          <Text c="dimmed">{t('addresses.zonesIntro')}</Text>
          <ZoneCards />
        </Stack>
      </Stack>
    </Container>
  );
}
