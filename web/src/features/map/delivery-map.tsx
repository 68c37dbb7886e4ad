import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { Alert, Skeleton } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import type { DeliveryMapProps } from './delivery-map-props';
import { LOADING_MAP, MAP_UNAVAILABLE } from './map-constants';
import { webglAvailable } from './webgl';
import { localizeMessage } from '@/i18n/messages';
import { useLanguage } from '@/i18n/use-language';

// MapLibre is large: it loads in its own chunk, only when a map is shown.
const MapView = lazy(() => import('./map-view'));

export const MAP_UNAVAILABLE_MESSAGE =
  'The map cannot be shown on this device. You can still check your address in the Address tab.';

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
    <Alert color="gray" icon={<IconMapOff size={18} />} title={localizeMessage(MAP_UNAVAILABLE)}>
      {message ?? localizeMessage(MAP_UNAVAILABLE_MESSAGE)}
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
          <Skeleton h={props.height} role="progressbar" aria-label={localizeMessage(LOADING_MAP)} />
        }
      >
        <MapView {...props} onFatalError={() => setFailed(true)} />
      </Suspense>
    </MapErrorBoundary>
  );
}
