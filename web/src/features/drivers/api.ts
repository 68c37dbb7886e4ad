import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DriverRegisterInput, DriverSession, LoginInput } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { setSignedInUser } from '@/features/auth';

/** The signed-in driver with their driver record. */
export const driverMeQuery = queryOptions({
  queryKey: ['/api/driver/me'],
  queryFn: () => api.get<DriverSession>('/api/driver/me'),
});

/** The short check the spec makes before leaving the login page. */
export const DRIVER_LOGIN_VERIFY_MS = 500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Driver login, then the 500 ms verification: the session must already answer /api/driver/me.
 * The answer's token is not kept (the spec's client stored it in localStorage); the api's
 * httpOnly session cookie carries the session instead.
 */
export function useDriverLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      await api.post<DriverSession>('/api/driver/login', input);
      await wait(DRIVER_LOGIN_VERIFY_MS);
      return api.get<DriverSession>('/api/driver/me');
    },
    onSuccess: (session) => {
      queryClient.setQueryData(driverMeQuery.queryKey, session);
      setSignedInUser(queryClient, session.user);
    },
  });
}

export function useDriverRegisterMutation() {
  return useMutation({
    mutationFn: (input: DriverRegisterInput) => api.post<unknown>('/api/driver/register', input),
  });
}
