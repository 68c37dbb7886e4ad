import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  DriverAvailability,
  DriverEarnings,
  DriverHistory,
  DriverJobs,
} from '@shop/contracts';
import { DRIVER_JOBS_URL } from '@/features/realtime';
import { api, ApiError, failedResponse, unreachable } from '@/lib/api-client';
import { m } from '@/i18n/paraglide/messages';
import { localizeMessage } from '@/i18n/messages';
import { notify } from '@/lib/notify';

/** The dashboard's read; the live connection's 'driver-jobs' messages make it read again. */
export const driverJobsQuery = queryOptions({
  queryKey: [DRIVER_JOBS_URL],
  queryFn: () => api.get<DriverJobs>(DRIVER_JOBS_URL),
});

export const driverDeliveriesQuery = queryOptions({
  queryKey: ['/api/driver/deliveries'],
  queryFn: () => api.get<DriverHistory>('/api/driver/deliveries'),
});

export const driverEarningsQuery = queryOptions({
  queryKey: ['/api/driver/earnings'],
  queryFn: () => api.get<DriverEarnings>('/api/driver/earnings'),
});

const putJobs = (queryClient: QueryClient, jobs: DriverJobs) =>
  queryClient.setQueryData(driverJobsQuery.queryKey, jobs);

/**
 * A refusal says why in the server's words; a 404 or 409 means the dashboard is behind (the
 * offer expired, the kitchen moved the order): it reads the jobs again.
 */
function refused(queryClient: QueryClient, title: () => string) {
  return (error: Error) => {
    notify.error(title(), localizeMessage(error.message));
    if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
      void queryClient.invalidateQueries({ queryKey: driverJobsQuery.queryKey });
    }
  };
}

export function useSetAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (online: boolean) =>
      api.put<DriverAvailability>('/api/driver/availability', { online }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driverJobsQuery.queryKey }),
    onError: refused(queryClient, () => m.portal_dashboard_shiftNotChanged()),
  });
}

export function useAnswerOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, answer }: { offerId: number; answer: 'accept' | 'decline' }) =>
      api.post<DriverJobs>(`/api/driver/offers/${offerId}/${answer}`),
    onSuccess: (jobs) => putJobs(queryClient, jobs),
    onError: refused(queryClient, () => m.portal_offer_notAnswered()),
  });
}

export function usePickUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => api.post<DriverJobs>(`/api/driver/jobs/${orderId}/pick-up`),
    onSuccess: (jobs) => putJobs(queryClient, jobs),
    onError: refused(queryClient, () => m.portal_job_notPickedUp()),
  });
}

/** Delivered with the customer's code; a wrong code is shown on the form, not as a toast. */
export function useDeliverWithCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, code }: { orderId: number; code: string }) =>
      api.post<DriverJobs>(`/api/driver/jobs/${orderId}/deliver`, { code }),
    onSuccess: (jobs) => {
      putJobs(queryClient, jobs);
      notify.success(m.portal_deliver_delivered(), m.portal_deliver_thanks());
    },
  });
}

/** Sends the photo itself as the body: phones take photos of several MB, JSON would add a third. */
async function postPhoto(orderId: number, photo: Blob): Promise<DriverJobs> {
  let res: Response;
  try {
    res = await fetch(`/api/driver/jobs/${orderId}/deliver-photo`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': photo.type || 'image/jpeg' },
      body: photo,
    });
  } catch (err) {
    throw unreachable(err);
  }
  const text = await res.text();
  if (!res.ok) throw failedResponse(res, text);
  return JSON.parse(text) as DriverJobs;
}

export function useDeliverWithPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, photo }: { orderId: number; photo: Blob }) => postPhoto(orderId, photo),
    onSuccess: (jobs) => {
      putJobs(queryClient, jobs);
      notify.success(m.portal_deliver_delivered(), m.portal_deliver_photoSaved());
    },
  });
}
