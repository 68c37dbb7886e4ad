import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { useQuery } from '@tanstack/react-query';
import { ActiveBadge } from './position-fields';
import { LocationForm } from './location-form';
import { locationsQuery, useDeleteLocation } from './api';
import { PlaceListPage } from './place-list-page';

/** Custom QR locations (admin only), and the sheet of every QR code the shop prints. */
export default function QrLocationsPage() {
  const { data, isPending, error } = useQuery(locationsQuery);
  const remove = useDeleteLocation();
  useLanguage();
  return (
    <PlaceListPage
      kind="location"
      items={data}
      loading={isPending}
      error={error}
      remove={remove}
      columns={[
        { accessor: 'name', title: m.adminPlaces_name() },
        { accessor: 'customId', title: m.adminPlaces_slug() },
        { accessor: 'address', title: m.adminPlaces_address() },
        {
          accessor: 'active',
          title: m.adminPlaces_status(),
          render: (l) => <ActiveBadge active={l.active} />,
        },
      ]}
      renderForm={({ item, ...rest }) => <LocationForm location={item} {...rest} />}
    />
  );
}
