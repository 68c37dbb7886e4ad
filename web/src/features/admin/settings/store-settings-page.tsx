import { NotAvailablePage } from '@/components/feedback/not-available-page';

export default function StoreSettingsPage() {
  return <NotAvailablePage name="Store Settings" />;
}
