import { NotAvailablePage } from '@/components/feedback/not-available-page';

export default function TaxReportsPage() {
  return <NotAvailablePage name="Tax Reports" />;
}
