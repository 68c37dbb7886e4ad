import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { NotAvailablePage } from '@/components/feedback/not-available-page';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { AdminLayout } from './admin-layout';
import { AdminOverviewPage } from './admin-overview-page';
import { ADMIN_SECTIONS, type AdminSection } from './admin-sections';
import { KitchenBoardPage } from './kitchen/kitchen-board-page';

function sectionPage({ path, label }: AdminSection) {
  switch (path) {
    case '':
    case 'overview':
      return <AdminOverviewPage />;
    case 'orders':
      return <KitchenBoardPage />;
    default:
      return <NotAvailablePage name={label} />;
  }
}

/**
 * The back office (its own bundle). Everyone here is admin or staff already; admin-only
 * sections check again.
 */
export default function AdminApp() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        {ADMIN_SECTIONS.map((section) => (
          <Route
            key={section.path}
            {...(section.path === '' ? { index: true } : { path: section.path })}
            element={<RequireAuth roles={section.roles}>{sectionPage(section)}</RequireAuth>}
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
