import { useProfileLanguage } from '@/features/language/lazy';

/**
 * What the header shows only to a signed-in visitor, in one chunk fetched once /api/user says
 * who they are: the painted page and most first visits are a guest's (docs/performance.md, "Speed").
 */
export { NotificationBell } from '@/features/notifications/lazy';
export { UserMenu } from './user-menu';

/** A signed-in customer's profile language, applied once (use-profile-language.ts). */
export function ProfileLanguage() {
  useProfileLanguage();
  return null;
}
