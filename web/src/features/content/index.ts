export {
  orderingStatusQuery,
  pageTextsQuery,
  useOrderingStatus,
  useReviews,
  useSettings,
} from './api';
export { usePageTextsWithFallback } from './use-page-texts-with-fallback';
