import type { ReactNode } from 'react';
import { Stack, Text, type MantineSize } from '@mantine/core';

/** One labelled fact of an order (status, estimate, address…), its label readable by assistive tech. */
export function OrderField({
  label,
  size,
  children,
}: {
  label: string;
  size?: MantineSize;
  children: ReactNode;
}) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text size={size} fw={500} component="div" aria-label={label}>
        {children}
      </Text>
    </Stack>
  );
}
