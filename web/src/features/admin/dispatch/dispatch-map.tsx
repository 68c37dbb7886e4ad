import { DRIVER_STATE_NAMES, ORDER_STATE_NAMES } from './state-names';
import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { Skeleton } from '@mantine/core';
import * as maplibregl from 'maplibre-gl';
import maplibreWorkerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import {
  Layer,
  Map,
  NavigationControl,
  Source,
  useControl,
  type MapRef,
} from 'react-map-gl/maplibre';
import { MapLibreOverlay } from '@deck.gl/maplibre';
import { IconLayer, LineLayer, PathLayer, ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import type { PickingInfo } from '@deck.gl/core';
import 'maplibre-gl/dist/maplibre-gl.css';
import { driverState, type DispatchMapDriver, type DispatchMapOrder } from '@shop/contracts';
import {
  AMSTERDAM_CENTRE,
  CITY_ZOOM,
  ZONE_AREA_LAYERS,
  ZONE_LABELS_SOURCE,
  zoneLabelLayer,
  ZONES_SOURCE,
  useMapStyle,
  zoneLabelPoints,
  zonesToGeoJson,
  type MapZone,
} from '@/features/map';
import { useMapLocale } from '../shared/map-locale';
import type { DispatchStore } from './dispatch-store';
import { ORDER_COLOURS } from './dispatch-colours';
import { minutesSince } from './dispatch-format';
import { createLayerData, type DrawnDriver } from './layer-data';

type LayerData = ReturnType<typeof createLayerData>;

maplibregl.setWorkerUrl(maplibreWorkerUrl);

export type MapSelection = { kind: 'order' | 'driver'; id: number } | null;

export interface DispatchMapProps {
  store: DispatchStore;
  zones: readonly MapZone[];
  /** Which drivers and orders pass the filters. */
  visibleDriver: (driver: DispatchMapDriver) => boolean;
  visibleOrder: (order: DispatchMapOrder) => boolean;
  selection: MapSelection;
  onSelect: (selection: MapSelection) => void;
  /** An order dragged from the list and dropped on a driver's icon. */
  onDropOrder: (orderId: number, driverId: number) => void;
  /** Where to fly (a list row was chosen). */
  flyTo: { lat: number; lng: number; key: number } | null;
  height: number | string;
}

/** An upward arrow; deck.gl tints it (mask) and turns it to the driver's heading. */
const ARROW_ICON = {
  url:
    'data:image/svg+xml;charset=utf-8,' +
    encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48"><path d="M24 3 L42 43 L24 34 L6 43 Z" fill="#000" stroke="#000" stroke-width="2"/></svg>',
    ),
  width: 48,
  height: 48,
  anchorY: 24,
  mask: true,
};

type Hovered = { x: number; y: number; text: string } | null;

function DeckOverlay({ overlayRef }: { overlayRef: { current: MapLibreOverlay | null } }) {
  const overlay = useControl(() => new MapLibreOverlay({ interleaved: false, layers: [] }));
  overlayRef.current = overlay;
  return null;
}

/** The dispatch map: MapLibre for the base and the zones, deck.gl for everything that moves. */
export default function DispatchMap(props: DispatchMapProps) {
  const { store, zones, height, flyTo } = props;
  const style = useMapStyle();
  const mapLocale = useMapLocale();
  useLanguage();
  const mapRef = useRef<MapRef>(null);
  const overlayRef = useRef<MapLibreOverlay | null>(null);
  const [hovered, setHovered] = useState<Hovered>(null);
  const [loaded, setLoaded] = useState(false);
  const zoneData = useMemo(() => zonesToGeoJson(zones), [zones]);
  const labelData = useMemo(() => zoneLabelPoints(zoneData), [zoneData]);
  const data = useMemo(() => createLayerData(store), [store]);
  // The latest props, read by the drawing loop without restarting it.
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    // The overlay is there once the map has loaded.
    if (!loaded) return;
    let frame: number | null = null;
    let wake: ReturnType<typeof setTimeout> | null = null;
    const draw = () => {
      frame = null;
      const overlay = overlayRef.current;
      if (!overlay) return;
      const now = store.now();
      overlay.setProps({
        layers: buildLayers(latest.current, data, now, setHovered),
      });
      if (store.moving(now)) frame = requestAnimationFrame(draw);
      else wakeForNextChange(now);
    };
    const schedule = () => {
      if (frame === null) frame = requestAnimationFrame(draw);
    };
    // States age without any message (a driver turns stale, a trail's oldest point leaves):
    // the map is drawn again when the next such change is due, and not in between, since each
    // drawing costs the browser's GPU (a software one on many office computers).
    const wakeForNextChange = (now: number) => {
      if (wake !== null) clearTimeout(wake);
      const view = store.getState().sync.view;
      const at = view ? data.nextChange(view, now) : null;
      // Never more than a minute away, whatever clock a driver's device stamped its fix with.
      wake =
        at === null
          ? null
          : setTimeout(
              () => {
                wake = null;
                schedule();
              },
              Math.min(at - now, 60_000),
            );
    };
    schedule();
    const unsubscribe = store.subscribeFrame(schedule);
    return () => {
      unsubscribe();
      if (wake !== null) clearTimeout(wake);
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, [store, data, loaded]);

  // Redraw when the filters or the selection change.
  const { selection, visibleDriver, visibleOrder } = props;
  useEffect(() => {
    overlayRef.current?.setProps({
      layers: buildLayers(latest.current, data, store.now(), setHovered),
    });
  }, [selection, visibleDriver, visibleOrder, store, data]);

  useEffect(() => {
    if (flyTo && loaded) {
      mapRef.current?.flyTo({ center: [flyTo.lng, flyTo.lat], zoom: 15, duration: 800 });
    }
  }, [flyTo, loaded]);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    const orderId = Number(event.dataTransfer.getData('application/x-order-id'));
    const overlay = overlayRef.current;
    if (!orderId || !overlay) return;
    event.preventDefault();
    const rect = event.currentTarget.getBoundingClientRect();
    const picked = overlay.pickObject({
      x: event.clientX - rect.left,
      y: event.clientY - rect.top,
      radius: 12,
      layerIds: ['drivers'],
    });
    const driver = picked?.object as { driver: DispatchMapDriver } | undefined;
    if (driver) props.onDropOrder(orderId, driver.driver.id);
  };

  if (!style)
    return <Skeleton h={height} role="progressbar" aria-label={m.adminDispatch_loadingMap()} />;
  return (
    <div
      data-testid="dispatch-map"
      data-map-state={loaded ? 'loaded' : 'loading'}
      style={{ position: 'relative' }}
      onDragOver={(e) => e.preventDefault()}
      onDrop={onDrop}
    >
      <Map
        ref={mapRef}
        mapLib={maplibregl}
        locale={mapLocale}
        initialViewState={{
          latitude: AMSTERDAM_CENTRE.lat,
          longitude: AMSTERDAM_CENTRE.lng,
          zoom: CITY_ZOOM + 1,
        }}
        mapStyle={style}
        style={{ width: '100%', height }}
        onLoad={() => setLoaded(true)}
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
        <DeckOverlay overlayRef={overlayRef} />
      </Map>
      {hovered && (
        <div
          role="tooltip"
          style={{
            position: 'absolute',
            left: hovered.x + 12,
            top: hovered.y + 12,
            pointerEvents: 'none',
            background: 'rgba(33, 37, 41, 0.9)',
            color: 'white',
            padding: '4px 8px',
            borderRadius: 4,
            fontSize: 12,
            whiteSpace: 'pre',
            zIndex: 2,
          }}
        >
          {hovered.text}
        </div>
      )}
    </div>
  );
}

function buildLayers(
  props: DispatchMapProps,
  data: LayerData,
  now: number,
  setHovered: (h: Hovered) => void,
) {
  const { store, selection, onSelect, visibleDriver, visibleOrder } = props;
  const view = store.getState().sync.view;
  if (!view) return [];
  const drawn = data.drivers(view, visibleDriver, now);
  const orders = data.orders(view, visibleOrder);
  // The layers are drawn outside React, in the language shown when the frame is drawn.
  const places = data.places(view, m.adminDispatch_kitchen());
  const trails = data.trails(drawn, visibleDriver, now);
  const drawnById = new globalThis.Map(drawn.map((d) => [d.driver.id, d]));
  const lines = orders.flatMap((order) => {
    const d = order.driverId !== null ? drawnById.get(order.driverId) : undefined;
    return d ? [{ from: d.position, to: [order.destination!.lng, order.destination!.lat] }] : [];
  });
  const isSelected = (kind: 'order' | 'driver', id: number) =>
    selection?.kind === kind && selection.id === id;

  const hover = (info: PickingInfo, text: string | null) =>
    setHovered(text && info.picked ? { x: info.x, y: info.y, text } : null);

  return [
    new PathLayer({
      id: 'trails',
      data: trails,
      getPath: (d) => d.path,
      getColor: (d) => [...d.colour, 110] as [number, number, number, number],
      getWidth: 3,
      widthUnits: 'pixels',
    }),
    new LineLayer({
      id: 'driver-order-lines',
      data: lines,
      getSourcePosition: (d) => d.from,
      getTargetPosition: (d) => d.to as [number, number],
      getColor: [34, 139, 230, 200],
      getWidth: 2,
    }),
    new ScatterplotLayer({
      id: 'places',
      data: places,
      getPosition: (d) => [d.lng, d.lat],
      getFillColor: (d) => (d.kitchen ? [224, 49, 49] : [134, 46, 156]),
      getLineColor: [255, 255, 255],
      stroked: true,
      lineWidthMinPixels: 2,
      getRadius: (d) => (d.kitchen ? 9 : 6),
      radiusUnits: 'pixels',
      pickable: true,
      onHover: (info) => hover(info, info.object ? (info.object as { name: string }).name : null),
    }),
    new TextLayer({
      id: 'place-labels',
      data: places,
      getPosition: (d) => [d.lng, d.lat],
      getText: (d) => d.name,
      getSize: 12,
      getPixelOffset: [0, -16],
      getColor: [33, 37, 41],
      outlineColor: [255, 255, 255],
      outlineWidth: 2,
      fontSettings: { sdf: true },
    }),
    new ScatterplotLayer<DispatchMapOrder>({
      id: 'orders',
      data: orders,
      getPosition: (o) => [o.destination!.lng, o.destination!.lat],
      getFillColor: (o) => ORDER_COLOURS[o.state],
      getLineColor: (o) => (isSelected('order', o.id) ? [0, 0, 0] : [255, 255, 255]),
      stroked: true,
      lineWidthMinPixels: 2,
      getRadius: (o) => (isSelected('order', o.id) ? 10 : 7),
      radiusUnits: 'pixels',
      pickable: true,
      updateTriggers: { getLineColor: selection, getRadius: selection },
      onClick: (info) => {
        if (info.object) onSelect({ kind: 'order', id: (info.object as DispatchMapOrder).id });
        return true;
      },
      onHover: (info) => {
        const o = info.object as DispatchMapOrder | undefined;
        hover(
          info,
          o
            ? m.adminDispatch_tooltipOrder({
                id: o.id,
                state: ORDER_STATE_NAMES[o.state](),
                address: o.address,
                minutes: minutesSince(Date.parse(o.createdAt), store.now()),
              })
            : null,
        );
      },
    }),
    new IconLayer<DrawnDriver>({
      id: 'drivers',
      data: drawn,
      getIcon: () => ARROW_ICON,
      getPosition: (d) => d.position,
      // deck.gl turns counter-clockwise; a heading is clockwise from north.
      getAngle: (d) => -(d.driver.position?.heading ?? 0),
      getColor: (d) => d.colour,
      getSize: (d) => (isSelected('driver', d.driver.id) ? 34 : 26),
      sizeUnits: 'pixels',
      pickable: true,
      updateTriggers: { getSize: selection },
      onClick: (info) => {
        if (info.object) onSelect({ kind: 'driver', id: (info.object as DrawnDriver).driver.id });
        return true;
      },
      onHover: (info) => {
        const d = info.object as DrawnDriver | undefined;
        if (!d) return hover(info, null);
        // The clock when hovered: an idle map is not drawn again each second.
        const hoveredAt = store.now();
        const fix = d.driver.position
          ? m.adminDispatch_fixAgo({
              seconds: Math.round((hoveredAt - d.driver.position.at) / 1000),
            })
          : m.adminDispatch_fixNone();
        hover(
          info,
          m.adminDispatch_tooltipDriver({
            name: d.driver.name,
            state: DRIVER_STATE_NAMES[driverState(d.driver, hoveredAt)](),
            count: d.driver.jobOrderIds.length,
            fix,
          }),
        );
      },
    }),
  ];
}
