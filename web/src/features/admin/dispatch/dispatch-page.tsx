import { NotAvailablePage } from '@/components/feedback/not-available-page';

export default function DispatchPage() {
  return <NotAvailablePage name="Dispatch" />;
}
