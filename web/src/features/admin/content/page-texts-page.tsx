import { NotAvailablePage } from '@/components/feedback/not-available-page';

export default function PageTextsPage() {
  return <NotAvailablePage name="Page Texts" />;
}
