import type {
  FillLayerSpecification,
  LineLayerSpecification,
  StyleSpecification,
  SymbolLayerSpecification,
} from 'maplibre-gl';
import { LABEL_FONT, ZONE_COLOUR, ZONE_FILL_OPACITY, ZONE_OUTLINE_WIDTH } from './map-constants';

export const ZONES_SOURCE = 'delivery-zones';
export const ZONE_LABELS_SOURCE = 'delivery-zone-labels';

/**
 * The offline style: a plain background, the municipality and its districts as a light base
 * layer, and labels in the glyphs we ship. Everything comes from `base` (web/public/map), so
 * the map renders without a tile server.
 */
export function buildOfflineStyle(base: string): StyleSpecification {
  return {
    version: 8,
    name: 'Italieno offline',
    glyphs: `${base}/glyphs/{fontstack}/{range}.pbf`,
    sources: {
      municipality: {
        type: 'geojson',
        data: `${base}/amsterdam-municipality.geojson`,
        attribution: '© CBS',
      },
      districts: {
        type: 'geojson',
        data: `${base}/amsterdam-districts.geojson`,
        attribution: 'Gemeente Amsterdam',
      },
      'district-labels': { type: 'geojson', data: `${base}/amsterdam-district-labels.geojson` },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#dfe7ec' } },
      {
        id: 'municipality-fill',
        type: 'fill',
        source: 'municipality',
        paint: { 'fill-color': '#f6f4ef' },
      },
      {
        id: 'district-lines',
        type: 'line',
        source: 'districts',
        paint: { 'line-color': '#b9b4aa', 'line-width': 1, 'line-dasharray': [3, 2] },
      },
      {
        id: 'municipality-outline',
        type: 'line',
        source: 'municipality',
        paint: { 'line-color': '#8c877d', 'line-width': 1.5 },
      },
      {
        id: 'district-labels',
        type: 'symbol',
        source: 'district-labels',
        layout: {
          'text-field': ['get', 'name'],
          'text-font': [LABEL_FONT],
          'text-size': 11,
        },
        paint: { 'text-color': '#8c877d', 'text-halo-color': '#f6f4ef', 'text-halo-width': 1 },
      },
    ],
  };
}

/** Delivery zones: red fill at 0.2, a red outline of width 2, and the zone name. */
export const zoneFillLayer: FillLayerSpecification = {
  id: 'zone-fill',
  type: 'fill',
  source: ZONES_SOURCE,
  paint: { 'fill-color': ZONE_COLOUR, 'fill-opacity': ZONE_FILL_OPACITY },
};

export const zoneOutlineLayer: LineLayerSpecification = {
  id: 'zone-outline',
  type: 'line',
  source: ZONES_SOURCE,
  paint: { 'line-color': ZONE_COLOUR, 'line-width': ZONE_OUTLINE_WIDTH },
};

export const zoneLabelLayer: SymbolLayerSpecification = {
  id: 'zone-labels',
  type: 'symbol',
  source: ZONE_LABELS_SOURCE,
  layout: {
    'text-field': ['get', 'name'],
    'text-font': [LABEL_FONT],
    'text-size': 13,
  },
  paint: { 'text-color': '#a51d1d', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 },
};

/** Drawn from the zones source. */
export const ZONE_AREA_LAYERS = [zoneFillLayer, zoneOutlineLayer] as const;
