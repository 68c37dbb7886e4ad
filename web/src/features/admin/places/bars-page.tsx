import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/react';
import { percent } from '../back-office-format';
import { ActiveBadge } from './position-fields';
import { BarForm } from './bar-form';
import { barsQuery, useDeleteBar } from './api';
import { PlaceListPage } from './place-list-page';

/** Partner bars (admin only): their pages, commission and QR codes. */
export default function BarsPage() {
  const { data, isPending, error } = useQuery(barsQuery);
  const remove = useDeleteBar();
  const { t } = useTranslation('admin');
  return (
    <PlaceListPage
      kind="bar"
      items={data}
      loading={isPending}
      error={error}
      remove={remove}
      columns={[
        { accessor: 'name', title: t('places.name') },
        {
          accessor: 'slug',
          title: t('places.bar.page'),
          render: (b) => (
            <Anchor href={`/bar/${b.slug}`} target="_blank" rel="noreferrer">
              /bar/{b.slug}
            </Anchor>
          ),
        },
        {
          accessor: 'pickupScreen',
          title: t('places.bar.pickupScreen'),
          render: (b) => (
            <Anchor
              href={`/bar/${b.slug}/ready`}
              target="_blank"
              rel="noreferrer"
              aria-label={t('places.bar.openScreenOf', { name: b.name })}
            >
              {t('places.bar.openScreen')}
            </Anchor>
          ),
        },
        { accessor: 'address', title: t('places.address') },
        {
          accessor: 'commissionPercent',
          title: t('places.bar.commission'),
          textAlign: 'right',
          render: (b) => percent(b.commissionPercent),
        },
        {
          accessor: 'active',
          title: t('places.status'),
          render: (b) => <ActiveBadge active={b.active} />,
        },
      ]}
      renderForm={({ item, ...rest }) => <BarForm bar={item} {...rest} />}
      qrKind="bar"
    />
  );
}
