import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StyleSpecification } from 'maplibre-gl';
import type { MapConfig } from '@shop/contracts';
import { MAP_CONFIG } from '@/config/map';
import { api } from '@/lib/api-client';
import { buildOfflineStyle } from './map-style';

/** The api's map setting changes only when the api is redeployed: read it once per visit. */
export const mapConfigQuery = queryOptions({
  queryKey: ['/api/map/config'],
  queryFn: () => api.get<MapConfig>('/api/map/config'),
  staleTime: Infinity,
  gcTime: Infinity,
});

export type MapStyle = string | StyleSpecification;

/** The street style the api names, else the offline style drawn from the files we ship. */
export function selectMapStyle(config: MapConfig | undefined, offlineBase: string): MapStyle {
  return config?.styleUrl ?? buildOfflineStyle(offlineBase);
}

/**
 * The style the delivery map draws with; undefined until the api has answered. When it cannot
 * answer, the map is drawn offline rather than not at all.
 */
export function useMapStyle(): MapStyle | undefined {
  const { isPending, data } = useQuery(mapConfigQuery);
  return useMemo(
    () => (isPending ? undefined : selectMapStyle(data, MAP_CONFIG.offlineBase)),
    [isPending, data],
  );
}
