import { NotAvailablePage } from '@/components/feedback/not-available-page';

export default function StaffPage() {
  return <NotAvailablePage name="Staff" />;
}
