import { NotAvailablePage } from '@/components/feedback/not-available-page';

export default function MenuItemsPage() {
  return <NotAvailablePage name="Menu Items" />;
}
