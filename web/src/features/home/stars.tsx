import { Group } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

export function Stars({ count, size = 16 }: { count: number; size?: number }) {
  useLanguage();
  return (
    <Group gap={2} role="img" aria-label={m.shop_home_stars({ count })}>
      {Array.from({ length: count }, (_, i) => (
        <IconStarFilled
          key={i}
          size={size}
          color="var(--mantine-color-yellow-6)"
          aria-hidden
          data-star
        />
      ))}
    </Group>
  );
}
