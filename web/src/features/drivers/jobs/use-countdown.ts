import { useEffect, useState } from 'react';

/**
 * Seconds left until `expiresAt` on the server's clock (`offsetMs`: how far the server is
 * ahead of this phone), ticking every second; calls `onExpire` once when it reaches 0.
 */
export function useCountdown(expiresAt: string, offsetMs: number, onExpire?: () => void): number {
  const left = () =>
    Math.max(0, Math.ceil((Date.parse(expiresAt) - (Date.now() + offsetMs)) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    const timer = setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) {
        clearInterval(timer);
        onExpire?.();
      }
    }, 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expiresAt, offsetMs]);
  return seconds;
}
