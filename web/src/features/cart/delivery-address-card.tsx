import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { rememberLocationRedirect } from '@/lib/session-storage';
import type { DeliveryInfo } from './cart-types';
import { PATHS } from './proceed';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

/** Where the food goes, with the way to change it. */
export function DeliveryAddressCard({ info }: { info: DeliveryInfo | null }) {
  const here = useLocation();
  useLanguage();
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      aria-label={m.shop_cart_deliveryAddress()}
      component="section"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconMapPin size={20} aria-hidden />
          {info ? (
            <Stack gap={2}>
              <Text fw={600}>{info.address.street}</Text>
              <Text size="sm">
                {info.address.postalCode} {info.address.city}
              </Text>
              <Text size="sm" c="dimmed">
                {info.zone.name}
              </Text>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {m.shop_cart_addressChecked()}
            </Text>
          )}
        </Group>
        <Button
          component={Link}
          to={PATHS.changeAddress}
          // Once the new address is checked, the location page comes back to this cart.
          onClick={() => rememberLocationRedirect(here.pathname + here.search)}
          variant="subtle"
          size="xs"
          style={{ flexShrink: 0 }}
        >
          {m.shop_cart_changeAddress()}
        </Button>
      </Group>
    </Paper>
  );
}
