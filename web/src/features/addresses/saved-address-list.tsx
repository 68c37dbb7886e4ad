import { Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useLanguage } from '@/i18n/use-language';
import { IconStar, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { m } from '@/i18n/paraglide/messages';
import type { Address } from '@shop/contracts';
import { notify } from '@/lib/notify';
import { serverMessage } from '@/lib/error-text';
import { ADDRESS_LABELS } from './label-text';
import { addressesQuery, useDeleteAddress, useSetDefaultAddress } from './api';

/** The saved label in the shop's language; a label from before the three fixed ones as stored. */
function useLabelText() {
  useLanguage();
  return (label: string) =>
    label in ADDRESS_LABELS
      ? ADDRESS_LABELS[label as keyof typeof ADDRESS_LABELS]()
      : label.charAt(0).toUpperCase() + label.slice(1);
}

function AddressCard({ address }: { address: Address }) {
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  useLanguage();
  const labelText = useLabelText();
  const title = labelText(address.label);
  return (
    <Card withBorder component="article" aria-label={`${title}: ${address.streetAddress}`}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{title}</Text>
            {address.isDefault && (
              <Badge color="green" variant="light">
                {m.account_addresses_default()}
              </Badge>
            )}
          </Group>
          <Text>{address.streetAddress}</Text>
          <Text size="sm" c="dimmed">
            {[address.zipCode, address.city].filter(Boolean).join(' ')}
            {address.country ? `, ${address.country}` : ''}
          </Text>
          {address.additionalInfo && (
            <Text size="sm" c="dimmed">
              {address.additionalInfo}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          {!address.isDefault && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconStar size={14} />}
              loading={setDefault.isPending}
              onClick={() =>
                setDefault.mutate(address.id, {
                  onError: (e) =>
                    notify.error(
                      m.account_addresses_error(),
                      serverMessage(e, m.account_addresses_couldNotSetDefault()),
                    ),
                })
              }
            >
              {m.account_addresses_setDefault()}
            </Button>
          )}
          <Button
            size="xs"
            color="red"
            variant="subtle"
            leftSection={<IconTrash size={14} />}
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(address.id, {
                onSuccess: () => notify.success(m.account_addresses_deleted()),
                onError: (e) =>
                  notify.error(
                    m.account_addresses_error(),
                    serverMessage(e, m.account_addresses_couldNotDelete()),
                  ),
              })
            }
          >
            {m.account_addresses_delete()}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

/** The signed-in customer's saved addresses: default badge, set default, delete. */
export function SavedAddressList() {
  const addresses = useQuery(addressesQuery);
  useLanguage();
  if (addresses.isPending) return <Skeleton h={90} />;
  if (addresses.isError)
    return <Text c="red">{serverMessage(addresses.error, m.account_addresses_loadFailed())}</Text>;
  if (addresses.data.length === 0) return <Text c="dimmed">{m.account_addresses_none()}</Text>;
  return (
    <Stack gap="sm">
      {addresses.data.map((address) => (
        <AddressCard key={address.id} address={address} />
      ))}
    </Stack>
  );
}
