import { NotAvailablePage } from '@/components/feedback/not-available-page';

export default function AuditLogPage() {
  return <NotAvailablePage name="Audit Log" />;
}
