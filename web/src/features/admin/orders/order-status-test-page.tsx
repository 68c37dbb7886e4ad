import { NotAvailablePage } from '@/components/feedback/not-available-page';

export default function OrderStatusTestPage() {
  return <NotAvailablePage name="Order Status Test" />;
}
