import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export function CartButton({ count }: { count: number }) {
  return (
    <Indicator label={count} size={18} disabled={count === 0} offset={4}>
      <ActionIcon
        component={Link}
        to="/cart"
        variant="subtle"
        size="lg"
        aria-label={count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`}
      >
        <IconShoppingCart size={22} />
      </ActionIcon>
    </Indicator>
  );
}
