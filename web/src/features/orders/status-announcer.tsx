import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { orderStatusName } from '@/i18n/order-status';

/**
 * A polite live region that reads out the order's new status and estimate when the status
 * changes while the page is open (over /ws), and stays silent on the first render: screen
 * readers get the news the map and the badge show, without the page being read again.
 */
export function StatusAnnouncer({ status, estimate }: { status: string; estimate: string }) {
  const shown = useRef(status);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (shown.current === status) return;
    shown.current = status;
    setMessage(`${orderStatusName(status)}. ${estimate}`);
  }, [status, estimate]);
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {message}
    </VisuallyHidden>
  );
}
