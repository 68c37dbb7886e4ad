import { NotAvailablePage } from '@/components/feedback/not-available-page';

export default function BarsPage() {
  return <NotAvailablePage name="Bars" />;
}
