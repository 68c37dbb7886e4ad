import type { RouteObject } from 'react-router-dom';
import { NotAvailablePage } from '@/components/feedback/not-available-page';

/** A route whose screen is not built yet: it says so instead of showing made-up data. */
export const notYet = (path: string, name: string, extra: Partial<RouteObject> = {}) =>
  ({ path, element: <NotAvailablePage name={name} />, ...extra }) as RouteObject;
