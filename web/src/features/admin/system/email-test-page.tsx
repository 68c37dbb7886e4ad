import { NotAvailablePage } from '@/components/feedback/not-available-page';

export default function EmailTestPage() {
  return <NotAvailablePage name="Email Test" />;
}
