import { NotAvailablePage } from '@/components/feedback/not-available-page';

export default function ApiPage() {
  return <NotAvailablePage name="API" />;
}
