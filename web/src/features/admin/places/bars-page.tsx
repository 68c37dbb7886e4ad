import { Anchor, Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { BarForm } from './bar-form';
import { barsQuery, useDeleteBar } from './places-api';
import { PlaceListPage } from './place-list-page';

/** Partner bars (admin only): their pages, commission and QR codes. */
export default function BarsPage() {
  const { data, isPending, error } = useQuery(barsQuery);
  const remove = useDeleteBar();
  return (
    <PlaceListPage
      title="Bars"
      noun="bar"
      intro="Guests at a partner bar scan its code, order from their table and collect the order at the bar. The bar earns its commission on those orders; a bar with orders can be switched off but not deleted. Its pickup screen shows the order numbers being prepared and ready, for a TV or tablet at the bar."
      items={data}
      loading={isPending}
      error={error}
      remove={remove}
      columns={[
        { accessor: 'name', title: 'Name' },
        {
          accessor: 'slug',
          title: 'Page',
          render: (b) => (
            <Anchor href={`/bar/${b.slug}`} target="_blank" rel="noreferrer">
              /bar/{b.slug}
            </Anchor>
          ),
        },
        {
          accessor: 'pickupScreen',
          title: 'Pickup screen',
          render: (b) => (
            <Anchor
              href={`/bar/${b.slug}/ready`}
              target="_blank"
              rel="noreferrer"
              aria-label={`Pickup screen of ${b.name}`}
            >
              Open screen
            </Anchor>
          ),
        },
        { accessor: 'address', title: 'Address' },
        {
          accessor: 'commissionPercent',
          title: 'Commission',
          textAlign: 'right',
          render: (b) => `${b.commissionPercent.toLocaleString('de-DE')} %`,
        },
        {
          accessor: 'active',
          title: 'Status',
          render: (b) =>
            b.active ? <Badge color="green">Active</Badge> : <Badge color="gray">Inactive</Badge>,
        },
      ]}
      renderForm={({ item, ...rest }) => <BarForm bar={item} {...rest} />}
      qr={{ kind: 'bar', title: 'QR codes of the bars' }}
    />
  );
}
