import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import HomePage from '@/features/home/home-page';
import MenuPage from '@/features/menu/menu-page';
import AboutPage from '@/features/about/about-page';
import ContactPage from '@/features/contact/contact-page';
import TermsPage from '@/features/terms/terms-page';

const router = createBrowserRouter([
  { path: '/', element: <HomePage /> },
  { path: '/menu', element: <MenuPage /> },
  { path: '/about', element: <AboutPage /> },
  { path: '/contact', element: <ContactPage /> },
  { path: '/terms', element: <TermsPage /> },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
