import { Suspense } from 'react';
import { UnstyledButton } from '@mantine/core';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import type { User } from '@shop/contracts';
import { lazyOverlay, useOverlayRequest } from '@/components/overlays/lazy-overlay';
import { UserAvatar } from './user-avatar';
import { useSignOut } from './use-sign-out';

const popup = lazyOverlay(() => import('./user-menu-popup'));

/**
 * The avatar button, named with the username its initials show (WCAG 2.5.3, label in name);
 * the menu behind it (and Mantine's positioning code) is fetched when the
 * pointer or focus reaches the button and shown on its first click.
 */
export function UserMenu({ user }: { user: User }) {
  useLanguage();
  const onLogout = useSignOut(user.role);
  const [requested, request] = useOverlayRequest();
  const trigger = (
    <UnstyledButton
      aria-label={m.common_nav_accountMenuOf({ name: user.username })}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={popup.preload}
      onFocus={popup.preload}
      onClick={request}
    >
      <UserAvatar user={user} />
    </UnstyledButton>
  );
  return (
    <Suspense fallback={trigger}>
      {requested ? <popup.Overlay user={user} onLogout={onLogout} /> : trigger}
    </Suspense>
  );
}
