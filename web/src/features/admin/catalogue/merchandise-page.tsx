import { NotAvailablePage } from '@/components/feedback/not-available-page';

export default function MerchandisePage() {
  return <NotAvailablePage name="Merchandise" />;
}
