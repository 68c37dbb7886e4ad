import { Group } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/react';

export function Stars({ count, size = 16 }: { count: number; size?: number }) {
  const { t } = useTranslation('shop');
  return (
    <Group gap={2} role="img" aria-label={t('home.stars', { count })}>
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
