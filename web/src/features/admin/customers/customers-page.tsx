import { NotAvailablePage } from '@/components/feedback/not-available-page';

export default function CustomersPage() {
  return <NotAvailablePage name="Customers" />;
}
