import {
  type ComponentType,
  lazy,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

/**
 * A pop-up (menu, popover, drawer) whose code is fetched the first time it is wanted, so neither
 * it nor the positioning library it brings is in the first load (docs/performance.md, "Speed").
 * `preload` starts the fetch early, on a pointer over or focus on the trigger, so the first
 * open is instant; a failed fetch is tried again by the next `preload` or open.
 */
export function lazyOverlay<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const fetchOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return {
    Overlay: lazy(fetchOnce),
    preload: () => {
      fetchOnce().catch(() => undefined);
    },
  };
}

/**
 * Whether the full control has been asked for (its trigger clicked). The request is a
 * transition, so the placeholder trigger stays on screen until the code is there.
 */
export function useOverlayRequest() {
  const [requested, setRequested] = useState(false);
  const request = useCallback(() => startTransition(() => setRequested(true)), []);
  return [requested, request] as const;
}

/**
 * For the full control that replaces a placeholder trigger on the click that fetched it: its
 * trigger takes the focus, then it opens, so the pop-up returns focus there when it closes
 * (Mantine remembers the focused element when `opened` turns true, not on mount).
 */
export function useOpenedAfterMount<T extends HTMLElement>() {
  const target = useRef<T>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    target.current?.focus({ preventScroll: true });
    setOpened(true);
  }, []);
  return { target, opened, setOpened };
}

/**
 * A dialog or drawer (a component with `opened`) fetched on first open, as `lazyOverlay`. It
 * mounts closed and opens a moment later, so Mantine remembers the control that opened it and
 * gives it the focus back on close. Render it inside a Suspense boundary once first wanted.
 */
export function lazyDialog<P extends { opened: boolean }>(load: () => Promise<ComponentType<P>>) {
  const { Overlay, preload } = lazyOverlay<P>(() =>
    load().then((component) => ({ default: component })),
  );
  const Loaded = Overlay as unknown as ComponentType<P>;
  function Dialog(props: P) {
    const [mounted, setMounted] = useState(false);
    useEffect(() => setMounted(true), []);
    return <Loaded {...props} opened={props.opened && mounted} />;
  }
  return { Dialog, preload };
}
