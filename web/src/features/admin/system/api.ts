import { queryOptions } from '@tanstack/react-query';
import type {
  EmailDeliveries,
  EmailTestQueued,
  EmailTestRequest,
  GeolocationLookupRequest,
  GeolocationLookupResult,
  GeolocationStatus,
  PaymentSettings,
  ReconcileReport,
} from '@shop/contracts';
import { api } from '@/lib/api-client';
import type { OpenApiDocument } from './openapi-operations';

export interface Health {
  status: 'ok' | 'degraded';
  checks: Record<string, { ok: boolean }>;
}

/** The api's OpenAPI document, read once. */
export const openApiQuery = queryOptions({
  queryKey: ['/api/openapi.json'],
  queryFn: () => api.get<OpenApiDocument>('/api/openapi.json'),
  staleTime: Infinity,
});

/** Read with fetch: a degraded answer is a 503 whose body still lists the checks. */
export const healthQuery = queryOptions({
  queryKey: ['/api/health'],
  queryFn: async (): Promise<Health> => {
    const res = await fetch('/api/health', { credentials: 'include' });
    return (await res.json()) as Health;
  },
  refetchInterval: 15_000,
});

export const emailDeliveriesQuery = queryOptions({
  queryKey: ['/api/admin/email-deliveries'],
  queryFn: () => api.get<EmailDeliveries>('/api/admin/email-deliveries'),
  // The worker sends within seconds: keep the list moving while the page is open.
  refetchInterval: 5000,
});

/** Queues a test email to `to`. */
export const sendTestEmail = (body: EmailTestRequest) =>
  api.post<EmailTestQueued>('/api/admin/email-test', body);

/** The geocoder's state: its circuit, its cache and its last calls. */
export const geolocationQuery = queryOptions({
  queryKey: ['/api/admin/geolocation'],
  queryFn: () => api.get<GeolocationStatus>('/api/admin/geolocation'),
});

/** Looks an address up through the geocoder, as the shop's own checks do. */
export const lookUpAddress = (body: GeolocationLookupRequest) =>
  api.post<GeolocationLookupResult>('/api/admin/geolocation/lookup', body);

export const paymentSettingsQuery = queryOptions({
  queryKey: ['/api/admin/payment-settings'],
  queryFn: () => api.get<PaymentSettings>('/api/admin/payment-settings'),
});

/** Asks the payment provider again about payments still open. */
export const reconcilePayments = () =>
  api.post<ReconcileReport>('/api/admin/payment-settings/reconcile');
