import { type ComponentPropsWithoutRef, type ReactNode, forwardRef } from 'react';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

/** The unread dot around the bell (the popover's ARIA goes on the button inside, not on it). */
export function BellIndicator({ unread, children }: { unread: number; children: ReactNode }) {
  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      disabled={unread === 0}
      size={16}
      color="red"
      offset={4}
    >
      {children}
    </Indicator>
  );
}

type BellButtonProps = { unread: number } & ComponentPropsWithoutRef<'button'>;

/** The bell button, named with the unread count. */
export const BellButton = forwardRef<HTMLButtonElement, BellButtonProps>(function BellButton(
  { unread, ...props },
  ref,
) {
  useLanguage();
  return (
    <ActionIcon
      ref={ref}
      variant="subtle"
      size="lg"
      aria-label={
        unread > 0
          ? m.shop_notifications_bellUnread({ count: unread })
          : m.shop_notifications_title()
      }
      {...props}
    >
      <IconBell size={20} />
    </ActionIcon>
  );
});
