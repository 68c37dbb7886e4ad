import { NotAvailablePage } from '@/components/feedback/not-available-page';

export default function QrLocationsPage() {
  return <NotAvailablePage name="QR Locations" />;
}
