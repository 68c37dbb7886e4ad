import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { Link } from 'react-router-dom';

export function CartButton({ count }: { count: number }) {
  useLanguage();
  return (
    <Indicator label={count} size={18} disabled={count === 0} offset={4}>
      <ActionIcon
        component={Link}
        to="/cart"
        variant="subtle"
        size="lg"
        aria-label={m.common_nav_cartItems({ count })}
      >
        <IconShoppingCart size={22} />
      </ActionIcon>
    </Indicator>
  );
}
