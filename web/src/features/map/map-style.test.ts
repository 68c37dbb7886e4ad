import { describe, expect, it } from 'vitest';
import {
  buildOfflineStyle,
  ZONE_AREA_LAYERS,
  zoneFillLayer,
  zoneLabelLayer,
  zoneOutlineLayer,
} from './map-style';

describe('the offline map style', () => {
  const style = buildOfflineStyle('/map');

  it('draws only from files we ship: the municipality, the districts and our glyphs', () => {
    expect(style.version).toBe(8);
    expect(style.glyphs).toBe('/map/glyphs/{fontstack}/{range}.pbf');
    expect(style.sources).toEqual({
      municipality: expect.objectContaining({
        type: 'geojson',
        data: '/map/amsterdam-municipality.geojson',
      }),
      districts: expect.objectContaining({
        type: 'geojson',
        data: '/map/amsterdam-districts.geojson',
      }),
      'district-labels': { type: 'geojson', data: '/map/amsterdam-district-labels.geojson' },
    });
    expect(JSON.stringify(style)).not.toMatch(/https?:/);
  });

  it('starts with a background and labels the districts in Noto Sans Regular', () => {
    expect(style.layers[0]).toMatchObject({ id: 'background', type: 'background' });
    expect(style.layers.map((l) => l.type)).toEqual([
      'background',
      'fill',
      'line',
      'line',
      'symbol',
    ]);
    const labels = style.layers.find((l) => l.type === 'symbol');
    expect(labels?.layout?.['text-font']).toEqual(['Noto Sans Regular']);
  });
});

describe('the zone layers', () => {
  it('fill the zones red at opacity 0.2', () => {
    expect(zoneFillLayer.paint).toEqual({ 'fill-color': '#e03131', 'fill-opacity': 0.2 });
  });

  it('outline them in red at width 2', () => {
    expect(zoneOutlineLayer).toMatchObject({
      type: 'line',
      paint: { 'line-color': '#e03131', 'line-width': 2 },
    });
  });

  it('label them with their name, once per zone from its label point', () => {
    expect(zoneLabelLayer.source).toBe('delivery-zone-labels');
    expect(zoneLabelLayer.layout).toMatchObject({
      'text-field': ['get', 'name'],
      'text-font': ['Noto Sans Regular'],
    });
  });

  it('draw the fill under the outline, both from the zones source', () => {
    expect(ZONE_AREA_LAYERS.map((l) => [l.id, l.source])).toEqual([
      ['zone-fill', 'delivery-zones'],
      ['zone-outline', 'delivery-zones'],
    ]);
  });
});
