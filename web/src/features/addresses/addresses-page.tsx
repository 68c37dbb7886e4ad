import { useState } from 'react';
import { Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { SavedAddressForm } from './saved-address-form';
import { SavedAddressList } from './saved-address-list';
import { ZoneCards } from './zone-cards';

/** My Addresses (/addresses): saved addresses, a form to add one, and our delivery zones. */
export default function AddressesPage() {
  const [adding, setAdding] = useState(false);
  useLanguage();
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={1}>{m.account_addresses_title()}</Title>
            {!adding && (
              <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
                {m.account_addresses_add()}
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
            {m.account_addresses_zonesTitle()}
          </Title>
          <Text c="dimmed">{m.account_addresses_zonesIntro()}</Text>
          <ZoneCards />
        </Stack>
      </Stack>
    </Container>
  );
}
