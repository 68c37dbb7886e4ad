import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChangePasswordInput,
  Driver,
  DriverAgreementStatus,
  DriverProfileInput,
  DriverSession,
  ForgotPasswordInput,
  MessageResponse,
  ResetPasswordInput,
  SignAgreementInput,
} from '@shop/contracts';
import { forgetSignedInUser } from '@/features/auth';
import { ApiError, api } from '@/lib/api-client';
import { driverMeQuery } from './api';

/**
 * The signed-in driver. When the api answers 401 or 403 the session is gone (or not a
 * driver's): the browser forgets it, and the route guard opens the driver login (a stored
 * token answered with 401/403 is dropped).
 */
export function useDriverSession() {
  const query = useQuery(driverMeQuery);
  const queryClient = useQueryClient();
  const lost = query.error instanceof ApiError && [401, 403].includes(query.error.status);
  useEffect(() => {
    // With no user, the route guard sends the driver to /driver/login and back afterwards.
    if (lost) forgetSignedInUser(queryClient, { confirm: false });
  }, [lost, queryClient]);
  return query;
}

export const driverAgreementQuery = queryOptions({
  queryKey: ['/api/driver/agreement'],
  queryFn: () => api.get<DriverAgreementStatus>('/api/driver/agreement'),
});

export function useSignAgreementMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignAgreementInput) =>
      api.post<DriverAgreementStatus>('/api/driver/agreement', input),
    onSuccess: (status) => queryClient.setQueryData(driverAgreementQuery.queryKey, status),
  });
}

export function useDriverProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DriverProfileInput) => api.patch<Driver>('/api/driver/profile', input),
    onSuccess: (driver) =>
      queryClient.setQueryData<DriverSession>(driverMeQuery.queryKey, (session) =>
        session ? { ...session, driver } : session,
      ),
  });
}

export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      api.post<MessageResponse>('/api/driver/password', input),
  });
}

export function useForgotPasswordMutation() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      api.post<MessageResponse>('/api/driver/forgot-password', input),
  });
}

export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      api.post<MessageResponse>('/api/driver/reset-password', input),
  });
}
