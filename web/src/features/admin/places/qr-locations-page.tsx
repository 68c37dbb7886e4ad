import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/react';
import { ActiveBadge } from './position-fields';
import { LocationForm } from './location-form';
import { locationsQuery, useDeleteLocation } from './api';
import { PlaceListPage } from './place-list-page';

/** Custom QR locations (admin only), and the sheet of every QR code the shop prints. */
export default function QrLocationsPage() {
  const { data, isPending, error } = useQuery(locationsQuery);
  const remove = useDeleteLocation();
  const { t } = useTranslation('admin');
  return (
    <PlaceListPage
      kind="location"
      items={data}
      loading={isPending}
      error={error}
      remove={remove}
      columns={[
        { accessor: 'name', title: t('places.name') },
        { accessor: 'customId', title: t('places.slug') },
        { accessor: 'address', title: t('places.address') },
        {
          accessor: 'active',
          title: t('places.status'),
          render: (l) => <ActiveBadge active={l.active} />,
        },
      ]}
      renderForm={({ item, ...rest }) => <LocationForm location={item} {...rest} />}
    />
  );
}
