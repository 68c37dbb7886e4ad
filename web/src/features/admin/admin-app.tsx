import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { CenteredLoader } from '@/components/feedback/centered-loader';
import { RequireAuth } from '@/features/auth';
import { AdminLayout } from './admin-layout';
import { ADMIN_SECTIONS, type AdminSection } from './admin-sections';
import { SECTION_PAGES } from './section-pages';
import { DatesInLanguage } from './shared/dates-in-language';

// All of Mantine's styles, in its layer: the first load carries only those the shop's own pages
// use (app/styles/mantine-shell.css), the back office uses far more of Mantine.
import '@mantine/core/styles.layer.css';

function SectionPage({ path }: Pick<AdminSection, 'path'>) {
  const Page = SECTION_PAGES[path];
  return (
    <Suspense fallback={<CenteredLoader />}>
      <DatesInLanguage>
        <Page />
      </DatesInLanguage>
    </Suspense>
  );
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
            {...(section.path === '' ? { index: true } : { path: `${section.path}/*` })}
            element={
              <RequireAuth roles={section.roles}>
                <SectionPage path={section.path} />
              </RequireAuth>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
