import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Navigates `delayMs` after `go(to)` is called (the spec's short pauses after a login), and
 * not at all once the page is gone.
 */
export function useDelayedNavigate(delayMs: number) {
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (target === null) return;
    const timer = setTimeout(() => void navigate(target, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [target, delayMs, navigate]);
  return { go: setTarget, pending: target !== null };
}
