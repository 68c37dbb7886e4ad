import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Skeleton } from '@mantine/core';
import * as maplibregl from 'maplibre-gl';
import maplibreWorkerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { Layer, Map, NavigationControl, Source, type MapRef } from 'react-map-gl/maplibre';
import {
  TerraDraw,
  TerraDrawPolygonMode,
  TerraDrawSelectMode,
  type GeoJSONStoreFeatures,
} from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import type { FeatureCollection, Polygon } from 'geojson';
import 'maplibre-gl/dist/maplibre-gl.css';
import { AMSTERDAM_CENTRE, CITY_ZOOM, ZONE_COLOUR, useMapStyle } from '@/features/map';
import { useMapLocale } from '../shared/map-locale';
import { openRing, type Ring } from './ring-text';
import type { ZoneEditorProps } from './zone-editor';

// maplibre-gl 6 builds its worker URL at run time, so the bundler does not emit the file.
maplibregl.setWorkerUrl(maplibreWorkerUrl);

const closed = (ring: Ring): Ring => (ring.length ? [...ring, ring[0]!] : ring);
const sameRing = (a: Ring | null, b: Ring | null) => JSON.stringify(a) === JSON.stringify(b);

/** The drawn border as the form holds it, or null while nothing is drawn. */
function ringOf(draw: TerraDraw): Ring | null {
  const polygon = draw.getSnapshot().find((f) => f.geometry.type === 'Polygon');
  return polygon ? openRing((polygon.geometry as Polygon).coordinates[0] ?? []) : null;
}

function boundsOf(rings: Ring[]): [[number, number], [number, number]] | null {
  const points = rings.flat();
  if (!points.length) return null;
  const lngs = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}

/**
 * The zone editor's map (its own chunk): the other zones in grey, the edited zone's border in
 * terra-draw. With a border, corners can be dragged, added (drag a midpoint) and removed
 * (right-click); without one, clicks draw a new border, a double click or a click on the first
 * corner closes it.
 */
export default function ZoneEditorMap({ ring, others, onRingChange, height }: ZoneEditorProps) {
  const style = useMapStyle();
  const mapLocale = useMapLocale();
  useLanguage();
  const mapRef = useRef<MapRef>(null);
  const drawRef = useRef<TerraDraw | null>(null);
  const emitted = useRef<Ring | null>(null);
  const onChange = useRef(onRingChange);
  onChange.current = onRingChange;
  const [ready, setReady] = useState(false);

  const othersData = useMemo<FeatureCollection<Polygon>>(
    () => ({
      type: 'FeatureCollection',
      features: others.map((z) => ({
        type: 'Feature',
        properties: { name: z.name, active: z.isActive },
        geometry: { type: 'Polygon', coordinates: z.coordinates },
      })),
    }),
    [others],
  );

  const start = () => {
    const map = mapRef.current?.getMap();
    if (!map || drawRef.current) return;
    const draw = new TerraDraw({
      adapter: new TerraDrawMapLibreGLAdapter({ map }),
      modes: [
        new TerraDrawPolygonMode({
          styles: { fillColor: ZONE_COLOUR, outlineColor: ZONE_COLOUR, fillOpacity: 0.2 },
        }),
        new TerraDrawSelectMode({
          flags: {
            polygon: {
              feature: {
                draggable: true,
                coordinates: { midpoints: true, draggable: true, deletable: true },
              },
            },
          },
          styles: {
            selectedPolygonColor: ZONE_COLOUR,
            selectedPolygonOutlineColor: ZONE_COLOUR,
            selectedPolygonFillOpacity: 0.2,
          },
        }),
      ],
    });
    draw.start();
    draw.on('finish', (id) => {
      const next = ringOf(draw);
      emitted.current = next;
      if (next) onChange.current(next);
      if (draw.getMode() === 'polygon') {
        draw.setMode('select');
        draw.selectFeature(id);
      }
    });
    drawRef.current = draw;
    setReady(true);
  };

  useEffect(
    () => () => {
      drawRef.current?.stop();
      drawRef.current = null;
    },
    [],
  );

  // A border from outside (another zone chosen, corners typed): show it, ready to edit.
  useEffect(() => {
    const draw = drawRef.current;
    if (!ready || !draw) return;
    if (sameRing(ring, emitted.current) && ringOf(draw)) return;
    emitted.current = ring;
    draw.clear();
    if (!ring || ring.length < 3) {
      draw.setMode('polygon');
      return;
    }
    const feature: GeoJSONStoreFeatures = {
      type: 'Feature',
      geometry: { type: 'Polygon', coordinates: [closed(ring)] },
      properties: { mode: 'polygon' },
    };
    const [added] = draw.addFeatures([feature]);
    draw.setMode('select');
    if (added?.valid && added.id !== undefined) draw.selectFeature(added.id);
    const bounds = boundsOf([ring]);
    if (bounds) mapRef.current?.fitBounds(bounds, { padding: 40, maxZoom: 15, duration: 0 });
  }, [ring, ready]);

  if (!style)
    return <Skeleton h={height} role="progressbar" aria-label={m.adminZones_loadingMap()} />;
  const first = boundsOf(ring ? [ring] : others.map((z) => openRing(z.coordinates[0] ?? [])));
  return (
    <div data-testid="zone-editor-map" data-map-state={ready ? 'loaded' : 'loading'}>
      <Map
        ref={mapRef}
        mapLib={maplibregl}
        locale={mapLocale}
        initialViewState={
          first
            ? { bounds: first, fitBoundsOptions: { padding: 40 } }
            : { latitude: AMSTERDAM_CENTRE.lat, longitude: AMSTERDAM_CENTRE.lng, zoom: CITY_ZOOM }
        }
        mapStyle={style}
        style={{ width: '100%', height }}
        doubleClickZoom={false}
        onLoad={start}
      >
        <NavigationControl position="top-right" />
        <Source id="other-zones" type="geojson" data={othersData}>
          <Layer
            id="other-zones-fill"
            type="fill"
            paint={{ 'fill-color': '#868e96', 'fill-opacity': 0.15 }}
          />
          <Layer
            id="other-zones-line"
            type="line"
            paint={{
              'line-color': '#868e96',
              'line-width': 1.5,
              'line-dasharray': ['case', ['get', 'active'], ['literal', [1]], ['literal', [2, 2]]],
            }}
          />
        </Source>
      </Map>
    </div>
  );
}
