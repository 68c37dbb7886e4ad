import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { percent } from '../back-office-format';
import { ActiveBadge } from './position-fields';
import { BarForm } from './bar-form';
import { barsQuery, useDeleteBar } from './api';
import { PlaceListPage } from './place-list-page';

/** Partner bars (admin only): their pages, commission and QR codes. */
export default function BarsPage() {
  const { data, isPending, error } = useQuery(barsQuery);
  const remove = useDeleteBar();
  useLanguage();
  return (
    <PlaceListPage
      kind="bar"
      items={data}
      loading={isPending}
      error={error}
      remove={remove}
      columns={[
        { accessor: 'name', title: m.adminPlaces_name() },
        {
          accessor: 'slug',
          title: m.adminPlaces_bar_page(),
          render: (b) => (
            <Anchor href={`/bar/${b.slug}`} target="_blank" rel="noreferrer">
              /bar/{b.slug}
            </Anchor>
          ),
        },
        {
          accessor: 'pickupScreen',
          title: m.adminPlaces_bar_pickupScreen(),
          render: (b) => (
            <Anchor
              href={`/bar/${b.slug}/ready`}
              target="_blank"
              rel="noreferrer"
              aria-label={m.adminPlaces_bar_openScreenOf({ name: b.name })}
            >
              {m.adminPlaces_bar_openScreen()}
            </Anchor>
          ),
        },
        { accessor: 'address', title: m.adminPlaces_address() },
        {
          accessor: 'commissionPercent',
          title: m.adminPlaces_bar_commission(),
          textAlign: 'right',
          render: (b) => percent(b.commissionPercent),
        },
        {
          accessor: 'active',
          title: m.adminPlaces_status(),
          render: (b) => <ActiveBadge active={b.active} />,
        },
      ]}
      renderForm={({ item, ...rest }) => <BarForm bar={item} {...rest} />}
      qrKind="bar"
    />
  );
}
