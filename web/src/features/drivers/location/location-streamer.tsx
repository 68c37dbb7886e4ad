import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { createContext, useContext, useEffect, useState } from 'react';
import { Alert, Badge, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBulbOff, IconMapPin, IconMapPinOff } from '@tabler/icons-react';
import { GPS_DENIED, GPS_UNSUPPORTED, gpsErrorMessage } from '@/features/location';
import { formatClockSeconds } from '@/i18n/format';
import { LocationHelp } from './location-help';
import { useLocationStream } from './use-location-stream';
import { usePageVisible } from './use-page-visible';
import { useWakeLock, type WakeLockState } from './use-wake-lock';

/** '19:45:08': fixes come seconds apart, so the card shows the seconds. */
const formatClock = formatClockSeconds;

export interface LocationStreamerProps {
  /** Online or on a job: the position is watched and sent. */
  active: boolean;
  /** On a job: the screen is also kept on. */
  onJob: boolean;
  /** The signed-in driver's user id: their waiting fixes are kept on the phone under it. */
  driverId?: number | null;
}

type Phase = 'off' | 'denied' | 'failed' | 'paused' | 'offline' | 'locating' | 'sending';

/** The badge's word for each phase. */
const BADGE_TEXTS: Record<Phase, () => string> = {
  off: m.portal_location_badges_off,
  denied: m.portal_location_badges_denied,
  failed: m.portal_location_badges_failed,
  paused: m.portal_location_badges_paused,
  offline: m.portal_location_badges_offline,
  locating: m.portal_location_badges_locating,
  sending: m.portal_location_badges_sending,
};

/** Why the screen may turn off, for the wake lock's states that need saying. */
const WAKE_LOCK_TEXTS = {
  unsupported: m.portal_location_wakeLock_unsupported,
  refused: m.portal_location_wakeLock_refused,
};

const BADGE_COLORS: Record<Phase, string> = {
  off: 'gray',
  denied: 'red',
  failed: 'red',
  paused: 'orange',
  offline: 'orange',
  locating: 'blue',
  sending: 'green',
};

function headline(phase: Phase, code: number | null): string {
  switch (phase) {
    case 'off':
      return m.portal_location_off();
    case 'denied':
    case 'failed':
      return code === GPS_UNSUPPORTED
        ? m.portal_location_unsupported()
        : gpsErrorMessage(code ?? 0);
    case 'paused':
      return m.portal_location_paused();
    case 'offline':
      return m.portal_location_offline();
    case 'locating':
      return m.portal_location_locating();
    case 'sending':
      return m.portal_location_sending();
  }
}

/** While hidden, the tab's title says so too: it is what the phone's app switcher shows. */
function usePausedTitle(paused: boolean) {
  useLanguage();
  const title = m.portal_location_paused();
  useEffect(() => {
    if (!paused) return;
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [paused, title]);
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
  useLanguage();
  if (state !== 'unsupported' && state !== 'refused') return null;
  return (
    <Alert color="yellow" icon={<IconBulbOff size={18} />} title={m.portal_location_screenOff()}>
      {WAKE_LOCK_TEXTS[state]()}
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
export function useLocationSharing({
  active,
  onJob,
  driverId = null,
}: LocationStreamerProps): LocationSharing {
  const stream = useLocationStream(active, driverId);
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
  useLanguage();
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
  const problem = phase === 'denied' || phase === 'failed';

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={m.portal_location_card()}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="xs" align="flex-start" wrap="nowrap">
            {active && !problem ? (
              <IconMapPin size={24} style={{ flexShrink: 0 }} />
            ) : (
              <IconMapPinOff size={24} style={{ flexShrink: 0 }} />
            )}
            <Text
              fw={700}
              role={problem ? 'alert' : 'status'}
              aria-label={m.portal_location_status()}
            >
              {headline(phase, code)}
            </Text>
          </Group>
          <Badge color={BADGE_COLORS[phase]} size="lg" variant="light" style={{ flexShrink: 0 }}>
            {BADGE_TEXTS[phase]()}
          </Badge>
        </Group>
        {active && stream.lastFix && (
          <Text size="sm" c="dimmed" aria-label={m.portal_location_lastFixLabel()}>
            {m.portal_location_lastFix({
              time: formatClock(new Date(stream.lastFix.timestamp)),
              metres: Math.round(stream.lastFix.accuracy),
            })}
          </Text>
        )}
        {active && stream.pending > 0 && (
          <Text size="sm" aria-label={m.portal_location_waitingLabel()}>
            {m.portal_location_waiting({ count: stream.pending })}
          </Text>
        )}
        {problem && code !== GPS_UNSUPPORTED && <LocationHelp onRetry={stream.retry} />}
        {active && visible && pausedAt && (
          <Alert
            color="orange"
            icon={<IconAlertTriangle size={18} />}
            title={m.portal_location_wasPaused()}
            withCloseButton={false}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm">
                {m.portal_location_pausedSince({ time: formatClock(pausedAt) })}
              </Text>
              <CloseButton
                size="lg"
                aria-label={m.portal_location_dismiss()}
                onClick={dismissPaused}
              />
            </Group>
          </Alert>
        )}
        <WakeLockWarning state={wakeLock} />
      </Stack>
    </Paper>
  );
}
