import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LocationForm } from './location-form';
import { locationsQuery, useDeleteLocation } from './places-api';
import { PlaceListPage } from './place-list-page';

/** Custom QR locations (admin only), and the sheet of every QR code the shop prints. */
export default function QrLocationsPage() {
  const { data, isPending, error } = useQuery(locationsQuery);
  const remove = useDeleteLocation();
  return (
    <PlaceListPage
      title="QR Locations"
      noun="location"
      intro="A custom QR location is a spot the zones alone do not describe (a terrace, an event, a park gate). Guests who scan its code order for delivery to that spot."
      items={data}
      loading={isPending}
      error={error}
      remove={remove}
      columns={[
        { accessor: 'name', title: 'Name' },
        { accessor: 'customId', title: 'Slug' },
        { accessor: 'address', title: 'Address' },
        {
          accessor: 'active',
          title: 'Status',
          render: (l) =>
            l.active ? <Badge color="green">Active</Badge> : <Badge color="gray">Inactive</Badge>,
        },
      ]}
      renderForm={({ item, ...rest }) => <LocationForm location={item} {...rest} />}
      qr={{ title: 'All QR codes (zones, locations and bars)' }}
    />
  );
}
