import { Badge, type BadgeProps } from '@mantine/core';
import type { RealtimeStatus } from '@/lib/realtime';

/** How each live-connection state reads and looks wherever it is shown. */
export const CONNECTION_LOOK: Record<RealtimeStatus, { label: string; color: string }> = {
  connected: { label: 'Connected', color: 'green' },
  connecting: { label: 'Connecting', color: 'yellow' },
  disconnected: { label: 'Disconnected', color: 'gray' },
  error: { label: 'Connection error', color: 'red' },
};

/** The live connection's state as a dot badge that screen readers announce as a status. */
export function ConnectionBadge({
  status,
  label,
  text,
  size = 'lg',
}: {
  status: RealtimeStatus;
  /** The accessible name, e.g. 'Connection status'. */
  label: string;
  /** The state in the page's language; the English name when not given. */
  text?: string;
  size?: BadgeProps['size'];
}) {
  const look = CONNECTION_LOOK[status];
  return (
    <Badge role="status" aria-label={label} size={size} color={look.color} variant="dot">
      {text ?? look.label}
    </Badge>
  );
}
