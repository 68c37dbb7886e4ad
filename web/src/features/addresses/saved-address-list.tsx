import { Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconStar, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Address } from '@shop/contracts';
import { notify } from '@/lib/notify';
import { serverMessage } from '@/features/location/error-text';
import { addressesQuery, useDeleteAddress, useSetDefaultAddress } from './api';

const labelText = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

function AddressCard({ address }: { address: Address }) {
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  const title = labelText(address.label);
  return (
    <Card withBorder component="article" aria-label={`${title}: ${address.streetAddress}`}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{title}</Text>
            {address.isDefault && (
              <Badge color="green" variant="light">
                Default
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
                      'Error',
                      serverMessage(e, 'Could not change the default address.'),
                    ),
                })
              }
            >
              Set as default
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
                onSuccess: () => notify.success('Address deleted'),
                onError: (e) =>
                  notify.error('Error', serverMessage(e, 'Could not delete the address.')),
              })
            }
          >
            Delete
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

/** The signed-in customer's saved addresses: default badge, set default, delete. */
export function SavedAddressList() {
  const addresses = useQuery(addressesQuery);
  if (addresses.isPending) return <Skeleton h={90} />;
  if (addresses.isError)
    return (
      <Text c="red">{serverMessage(addresses.error, 'Your addresses could not be loaded.')}</Text>
    );
  if (addresses.data.length === 0) return <Text c="dimmed">You have no saved addresses yet.</Text>;
  return (
    <Stack gap="sm">
      {addresses.data.map((address) => (
        <AddressCard key={address.id} address={address} />
      ))}
    </Stack>
  );
}
