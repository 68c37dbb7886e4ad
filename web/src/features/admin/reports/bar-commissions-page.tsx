import { NotAvailablePage } from '@/components/feedback/not-available-page';

export default function BarCommissionsPage() {
  return <NotAvailablePage name="Bar Commissions" />;
}
