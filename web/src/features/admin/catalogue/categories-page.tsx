import { NotAvailablePage } from '@/components/feedback/not-available-page';

export default function CategoriesPage() {
  return <NotAvailablePage name="Categories" />;
}
