import { NotAvailablePage } from '@/components/feedback/not-available-page';

export default function ZonesPage() {
  return <NotAvailablePage name="Delivery Zones" />;
}
