import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { Alert, Skeleton } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import type { DeliveryMapProps } from './delivery-map-props';
import { webglAvailable } from './webgl';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

// MapLibre is large: it loads in its own chunk, only when a map is shown.
const MapView = lazy(() => import('./map-view'));

class MapErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function MapUnavailable({ message }: { message?: string }) {
  useLanguage();
  return (
    <Alert color="gray" icon={<IconMapOff size={18} />} title={m.orders_map_unavailable()}>
      {message ?? m.orders_map_cannotShow()}
    </Alert>
  );
}

/**
 * The delivery map: zones outlined in red with their names, a navigation control, a marker and
 * named points.
 * Without WebGL, or when the map code fails to load, a short message takes its place.
 */
export function DeliveryMap(props: DeliveryMapProps) {
  useLanguage();
  const [failed, setFailed] = useState(() => !webglAvailable());
  const unavailable = <MapUnavailable message={props.unavailableMessage} />;
  if (failed) return unavailable;
  return (
    <MapErrorBoundary fallback={unavailable}>
      <Suspense
        fallback={
          <Skeleton h={props.height} role="progressbar" aria-label={m.orders_map_loading()} />
        }
      >
        <MapView {...props} onFatalError={() => setFailed(true)} />
      </Suspense>
    </MapErrorBoundary>
  );
}
