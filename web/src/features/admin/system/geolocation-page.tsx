import { NotAvailablePage } from '@/components/feedback/not-available-page';

export default function GeolocationPage() {
  return <NotAvailablePage name="Geolocation" />;
}
