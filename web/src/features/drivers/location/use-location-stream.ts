import { useContext, useEffect, useRef, useState } from 'react';
import type { LocationMessage } from '@shop/contracts';
import { RealtimeContext } from '@/lib/realtime-context';
import { FixOutbox } from './fix-outbox';
import { shouldSendFix, toLocationMessage } from './stream-policy';
import { usePositionWatch } from './use-position-watch';
import { savedFixes, saveFixes } from '../offline/portal-store';

/**
 * Streams the driver's position over the live connection while `active`: the fixes the stream
 * policy picks go out at once, or wait in the outbox while the socket is down and follow on
 * reconnect. Inactive (offline and on no job): no watch, nothing sent, nothing kept.
 */
export function useLocationStream(active: boolean, driverId: number | null = null) {
  const { send, status } = useContext(RealtimeContext);
  const [pending, setPending] = useState(0);
  const [lastSent, setLastSent] = useState<LocationMessage | null>(null);
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  }, [send]);
  const keeper = useRef<number | null>(driverId);
  useEffect(() => {
    keeper.current = driverId;
  }, [driverId]);
  const [outbox] = useState(
    () =>
      new FixOutbox({
        send: (message) => sendRef.current?.(message) ?? false,
        onPending: setPending,
        // Kept on the phone, so a reload or a killed page in a tunnel loses none of them.
        onChange: (waiting) => {
          if (keeper.current !== null) void saveFixes(keeper.current, waiting);
        },
      }),
  );
  // What the page before this one could not send.
  useEffect(() => {
    if (driverId === null) return;
    let live = true;
    void savedFixes(driverId).then((fixes) => {
      if (live && fixes.length > 0) outbox.restore(fixes);
    });
    return () => {
      live = false;
    };
  }, [driverId, outbox]);
  // The last fix the policy picked (sent or waiting), what the next one is measured against.
  const picked = useRef<LocationMessage | null>(null);

  const { state, retry } = usePositionWatch(active, (position) => {
    const fix = toLocationMessage(position);
    if (!shouldSendFix(picked.current, fix)) return;
    picked.current = fix;
    setLastSent(fix);
    outbox.push(fix);
  });

  useEffect(() => {
    if (status === 'connected') outbox.resume();
  }, [status, outbox]);

  // Stopped tracking (the driver went offline): nothing kept is sent later. Not before tracking
  // ever started: a reload in a tunnel starts inactive until the kept jobs are read.
  const wasActive = useRef(false);
  useEffect(() => {
    if (active) {
      wasActive.current = true;
      return;
    }
    if (!wasActive.current) return;
    picked.current = null;
    setLastSent(null);
    outbox.clear();
  }, [active, outbox]);

  useEffect(() => () => outbox.pause(), [outbox]);

  return {
    watch: state,
    retry,
    /** The last fix picked for the shop: its time and accuracy show on the status card. */
    lastFix: lastSent,
    /** Fixes waiting for the connection. */
    pending,
    connected: status === 'connected',
  };
}
