import { NotAvailablePage } from '@/components/feedback/not-available-page';

export default function PaymentSettingsPage() {
  return <NotAvailablePage name="Payment Settings" />;
}
