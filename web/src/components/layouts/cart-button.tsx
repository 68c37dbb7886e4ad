import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router-dom';

export function CartButton({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <Indicator label={count} size={18} disabled={count === 0} offset={4}>
      <ActionIcon
        component={Link}
        to="/cart"
        variant="subtle"
        size="lg"
        aria-label={t('nav.cartItems', { count })}
      >
        <IconShoppingCart size={22} />
      </ActionIcon>
    </Indicator>
  );
}
