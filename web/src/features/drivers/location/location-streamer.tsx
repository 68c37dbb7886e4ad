import { createContext, useContext, useEffect, useState } from 'react';
import { Alert, Badge, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBulbOff, IconMapPin, IconMapPinOff } from '@tabler/icons-react';
import { GPS_DENIED, GPS_UNSUPPORTED, gpsErrorMessage } from '@/features/location/geolocation';
import { LocationHelp } from './location-help';
import { useLocationStream } from './use-location-stream';
import { usePageVisible } from './use-page-visible';
import { useWakeLock, type WakeLockState } from './use-wake-lock';

const clockFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
/** '19:45:08': fixes come seconds apart, so the card shows the seconds. */
const formatClock = (date: Date) => clockFormat.format(date);

export const TRACKING_PAUSED = 'Tracking paused: keep this page open';
export const GPS_UNSUPPORTED_TEXT =
  'This browser cannot share your location. Open the portal in Safari (iPhone) or Chrome (Android).';

export const WAKE_LOCK_TEXTS: Record<'unsupported' | 'refused', string> = {
  unsupported:
    'This browser cannot keep the screen on, and a locked phone stops sending your position. ' +
    'Keep the screen on while you deliver (iPhone: Settings › Display & Brightness › Auto-Lock › ' +
    'Never). Web apps added to the Home Screen on iPhones before iOS 18.4 cannot do it: open ' +
    'the portal in Safari, or update iOS.',
  refused:
    'The browser did not let this page keep the screen on (battery saver may be on). Keep the ' +
    'screen on yourself while you deliver, or the shop stops seeing where you are.',
};

export interface LocationStreamerProps {
  /** Online or on a job: the position is watched and sent. */
  active: boolean;
  /** On a job: the screen is also kept on. */
  onJob: boolean;
}

type Phase = 'off' | 'denied' | 'failed' | 'paused' | 'offline' | 'locating' | 'sending';

const BADGES: Record<Phase, { label: string; color: string }> = {
  off: { label: 'Off', color: 'gray' },
  denied: { label: 'Denied', color: 'red' },
  failed: { label: 'No GPS', color: 'red' },
  paused: { label: 'Paused', color: 'orange' },
  offline: { label: 'Offline', color: 'orange' },
  locating: { label: 'Locating', color: 'blue' },
  sending: { label: 'Sending', color: 'green' },
};

function headline(phase: Phase, code: number | null): string {
  switch (phase) {
    case 'off':
      return 'Location sharing is off while you are offline';
    case 'denied':
    case 'failed':
      return code === GPS_UNSUPPORTED ? GPS_UNSUPPORTED_TEXT : gpsErrorMessage(code ?? 0);
    case 'paused':
      return TRACKING_PAUSED;
    case 'offline':
      return 'No connection: your positions are kept and sent when it is back';
    case 'locating':
      return 'Finding your position…';
    case 'sending':
      return 'Sharing your location with the shop';
  }
}

/** While hidden, the tab's title says so too: it is what the phone's app switcher shows. */
function usePausedTitle(paused: boolean) {
  useEffect(() => {
    if (!paused) return;
    const before = document.title;
    document.title = TRACKING_PAUSED;
    return () => {
      document.title = before;
    };
  }, [paused]);
}

/** When the page was last hidden while tracking, so the driver learns of the gap on return. */
function usePausedSince(tracking: boolean, visible: boolean) {
  const [pausedAt, setPausedAt] = useState<Date | null>(null);
  useEffect(() => {
    if (tracking && !visible) setPausedAt(new Date());
  }, [tracking, visible]);
  return [pausedAt, () => setPausedAt(null)] as const;
}

function WakeLockWarning({ state }: { state: WakeLockState }) {
  if (state !== 'unsupported' && state !== 'refused') return null;
  return (
    <Alert color="yellow" icon={<IconBulbOff size={18} />} title="Your screen may turn off">
      {WAKE_LOCK_TEXTS[state]}
    </Alert>
  );
}

/** Everything the location card shows, from the hooks that watch, send and keep the screen on. */
export interface LocationSharing {
  active: boolean;
  stream: ReturnType<typeof useLocationStream>;
  visible: boolean;
  wakeLock: WakeLockState;
  pausedAt: Date | null;
  dismissPaused: () => void;
}

/**
 * Watches and streams the position while the driver is online or on a job, and keeps the
 * screen on during a job. The portal's layout holds it, so moving between the portal's pages
 * neither stops the stream nor forgets the fixes kept while the connection was down.
 */
export function useLocationSharing({ active, onJob }: LocationStreamerProps): LocationSharing {
  const stream = useLocationStream(active);
  const visible = usePageVisible();
  const wakeLock = useWakeLock(active && onJob);
  const [pausedAt, dismissPaused] = usePausedSince(active, visible);
  usePausedTitle(active && !visible);
  return { active, stream, visible, wakeLock, pausedAt, dismissPaused };
}

/** The location sharing of the portal's layout; null outside it. */
export const LocationSharingContext = createContext<LocationSharing | null>(null);

/** The card for the sharing the portal's layout runs (nothing outside the layout). */
export function PortalLocationCard() {
  const sharing = useContext(LocationSharingContext);
  return sharing ? <LocationCard sharing={sharing} /> : null;
}

/** Watches, streams and shows the card in one (a page of its own, and the tests). */
export function LocationStreamer(props: LocationStreamerProps) {
  return <LocationCard sharing={useLocationSharing(props)} />;
}

/**
 * The driver portal's location card: says what is shared and says plainly when tracking stops
 * (page hidden, location denied, no connection) and how to fix it. Phone-first.
 */
function LocationCard({ sharing }: { sharing: LocationSharing }) {
  const { active, stream, visible, wakeLock, pausedAt, dismissPaused } = sharing;
  const watch = stream.watch;
  const code = watch.kind === 'error' ? watch.code : null;
  let phase: Phase;
  if (!active) phase = 'off';
  else if (code === GPS_DENIED) phase = 'denied';
  else if (code !== null) phase = 'failed';
  else if (!visible) phase = 'paused';
  else if (!stream.connected) phase = 'offline';
  else if (watch.kind !== 'ok' && !stream.lastFix) phase = 'locating';
  else phase = 'sending';
  const badge = BADGES[phase];
  const problem = phase === 'denied' || phase === 'failed';

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Location sharing">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="xs" align="flex-start" wrap="nowrap">
            {active && !problem ? (
              <IconMapPin size={24} style={{ flexShrink: 0 }} />
            ) : (
              <IconMapPinOff size={24} style={{ flexShrink: 0 }} />
            )}
            <Text fw={700} role={problem ? 'alert' : 'status'} aria-label="Location status">
              {headline(phase, code)}
            </Text>
          </Group>
          <Badge color={badge.color} size="lg" variant="light" style={{ flexShrink: 0 }}>
            {badge.label}
          </Badge>
        </Group>
        {active && stream.lastFix && (
          <Text size="sm" c="dimmed" aria-label="Last fix">
            Last fix {formatClock(new Date(stream.lastFix.timestamp))} · accuracy ±
            {Math.round(stream.lastFix.accuracy)} m
          </Text>
        )}
        {active && stream.pending > 0 && (
          <Text size="sm" aria-label="Positions waiting">
            {stream.pending === 1
              ? '1 position waits for the connection.'
              : `${stream.pending} positions wait for the connection.`}
          </Text>
        )}
        {problem && code !== GPS_UNSUPPORTED && <LocationHelp onRetry={stream.retry} />}
        {active && visible && pausedAt && (
          <Alert
            color="orange"
            icon={<IconAlertTriangle size={18} />}
            title="Tracking was paused"
            withCloseButton={false}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm">
                The shop could not see you from {formatClock(pausedAt)} while this page was hidden.
                Keep this page open while you deliver.
              </Text>
              <CloseButton size="lg" aria-label="Dismiss" onClick={dismissPaused} />
            </Group>
          </Alert>
        )}
        <WakeLockWarning state={wakeLock} />
      </Stack>
    </Paper>
  );
}
