import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { LatLng, type ContactInput, type ContactResponse } from '@shop/contracts';
import { api } from '@/lib/api-client';

export const sendContactMessage = (input: ContactInput) =>
  api.post<ContactResponse>('/api/contact', input);

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });

/** Where an address lies, or null when the geocoder does not know it. */
export const geocodeQuery = (address: string) =>
  queryOptions({
    queryKey: ['/api/geo/geocode', address],
    queryFn: async (): Promise<LatLng | null> => {
      const answer = await api.post<{ coordinates?: unknown }>('/api/geo/geocode', { address });
      const parsed = LatLng.safeParse(answer?.coordinates);
      return parsed.success ? parsed.data : null;
    },
  });

export const useGeocode = (address: string | undefined) =>
  useQuery({ ...geocodeQuery(address ?? ''), enabled: !!address });
