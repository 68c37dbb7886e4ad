import type { ReactElement } from 'react';
import { Tooltip } from '@mantine/core';

/** The hint over a hidden image, fetched when the pointer first reaches it, and shown then. */
export default function HiddenImageTooltip({
  label,
  children,
}: {
  label: string;
  children: ReactElement;
}) {
  return (
    <Tooltip label={label} withArrow defaultOpened>
      {children}
    </Tooltip>
  );
}
