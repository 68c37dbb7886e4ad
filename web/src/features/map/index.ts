export { DeliveryMap } from './delivery-map';
export { type MapPoint } from './delivery-map-props';
export { AMSTERDAM_CENTRE, CITY_ZOOM, ZONE_COLOUR } from './map-constants';
export { ZONES_SOURCE, ZONE_AREA_LAYERS, ZONE_LABELS_SOURCE, zoneLabelLayer } from './map-style';
export { useMapStyle } from './use-map-style';
export { webglAvailable } from './webgl';
export { zoneLabelPoints, zoneRings, zonesToGeoJson, type MapZone } from './zones-geojson';
