import { useMemo, useState } from 'react';
import { Skeleton } from '@mantine/core';
import * as maplibregl from 'maplibre-gl';
import maplibreWorkerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import {
  Layer,
  Map,
  Marker,
  NavigationControl,
  Source,
  type ErrorEvent,
  type MapLayerMouseEvent,
} from 'react-map-gl/maplibre';
import 'maplibre-gl/dist/maplibre-gl.css';
import type { DeliveryMapProps, MapPoint } from './delivery-map-props';
import { ADDRESS_ZOOM, AMSTERDAM_CENTRE, CITY_ZOOM, ZONE_COLOUR } from './map-constants';
import { ZONE_AREA_LAYERS, ZONE_LABELS_SOURCE, zoneLabelLayer, ZONES_SOURCE } from './map-style';
import { useMapStyle } from './use-map-style';
import { zoneLabelPoints, zonesToGeoJson } from './zones-geojson';
import { m } from '@/i18n/paraglide/messages';

// maplibre-gl 6 builds its worker URL at run time, so the bundler does not emit the file:
// point it at the copy the build emits.
maplibregl.setWorkerUrl(maplibreWorkerUrl);

interface Props extends DeliveryMapProps {
  /** The map could not start (no WebGL): the wrapper shows a message instead. */
  onFatalError: (error: Error) => void;
}

/** The first view: every named point, else the marker at street level, else the city. */
function firstView(marker: DeliveryMapProps['marker'], points: readonly MapPoint[]) {
  if (points.length > 1) {
    const lats = points.map((p) => p.position.lat);
    const lngs = points.map((p) => p.position.lng);
    return {
      bounds: [
        [Math.min(...lngs), Math.min(...lats)],
        [Math.max(...lngs), Math.max(...lats)],
      ] as [[number, number], [number, number]],
      fitBoundsOptions: { padding: 48, maxZoom: ADDRESS_ZOOM },
    };
  }
  const centre = marker ?? points[0]?.position;
  return centre
    ? { latitude: centre.lat, longitude: centre.lng, zoom: ADDRESS_ZOOM }
    : { latitude: AMSTERDAM_CENTRE.lat, longitude: AMSTERDAM_CENTRE.lng, zoom: CITY_ZOOM };
}

function PointLabel({ point }: { point: MapPoint }) {
  return (
    <div
      role="img"
      aria-label={point.label}
      style={{
        background: point.color,
        color: 'white',
        padding: '2px 8px',
        borderRadius: 12,
        border: '2px solid white',
        fontSize: 12,
        fontWeight: 600,
        whiteSpace: 'nowrap',
        boxShadow: '0 1px 4px rgba(0, 0, 0, 0.3)',
      }}
    >
      {point.label}
    </div>
  );
}

/** The MapLibre map itself; loaded on demand in its own chunk (see delivery-map.tsx). */
export default function MapView({
  zones,
  marker,
  onPick,
  height,
  points = [],
  onFatalError,
}: Props) {
  const [loaded, setLoaded] = useState(false);
  const style = useMapStyle();
  const zoneData = useMemo(() => zonesToGeoJson(zones), [zones]);
  const labelData = useMemo(() => zoneLabelPoints(zoneData), [zoneData]);
  const [initialView] = useState(() => firstView(marker, points));

  const handleClick = (event: MapLayerMouseEvent) =>
    onPick?.({ lat: event.lngLat.lat, lng: event.lngLat.lng });

  // Errors with a target are recoverable (a missing glyph range, a slow source); an error
  // without one means the map could not be created at all.
  const handleError = (event: ErrorEvent) => {
    if (!event.target) onFatalError(event.error ?? new Error('The map could not start'));
  };

  if (!style) {
    return <Skeleton h={height} role="progressbar" aria-label={m.orders_map_loading()} />;
  }
  return (
    <div data-testid="delivery-map" data-map-state={loaded ? 'loaded' : 'loading'}>
      <Map
        mapLib={maplibregl}
        initialViewState={initialView}
        mapStyle={style}
        style={{ width: '100%', height }}
        cursor={onPick ? 'crosshair' : 'grab'}
        onClick={handleClick}
        onLoad={() => setLoaded(true)}
        onError={handleError}
      >
        <NavigationControl position="top-right" />
        <Source id={ZONES_SOURCE} type="geojson" data={zoneData}>
          {ZONE_AREA_LAYERS.map((layer) => (
            <Layer key={layer.id} {...layer} />
          ))}
        </Source>
        <Source id={ZONE_LABELS_SOURCE} type="geojson" data={labelData}>
          <Layer {...zoneLabelLayer} />
        </Source>
        {marker && (
          <Marker
            latitude={marker.lat}
            longitude={marker.lng}
            color={ZONE_COLOUR}
            anchor="bottom"
          />
        )}
        {points.map((point) => (
          <Marker
            key={point.id}
            latitude={point.position.lat}
            longitude={point.position.lng}
            anchor="bottom"
          >
            <PointLabel point={point} />
          </Marker>
        ))}
      </Map>
    </div>
  );
}
