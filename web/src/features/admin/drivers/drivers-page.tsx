import { NotAvailablePage } from '@/components/feedback/not-available-page';

export default function DriversPage() {
  return <NotAvailablePage name="Drivers" />;
}
