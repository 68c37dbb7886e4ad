import { Group } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';

export function Stars({ count, size = 16 }: { count: number; size?: number }) {
  return (
    <Group gap={2} role="img" aria-label={`${count} out of 5 stars`}>
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
