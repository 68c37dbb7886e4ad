import { queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  AdminLoginInput,
  LoginInput,
  LoginResponse,
  RegisterForm,
  User,
} from '@shop/contracts';
import { currentLanguage } from '@/i18n';
import { api, getOrNull } from '@/lib/api-client';
import { isPublicKey } from '@/lib/query-keys';

/** The signed-in user, or null; undefined while the first answer is pending. */
export const userQuery = queryOptions({
  queryKey: ['/api/user'],
  queryFn: () => getOrNull<User>('/api/user'),
});

export function useUser() {
  return useQuery(userQuery);
}

/**
 * The login answer carries a token; the spec's client kept it in localStorage under `token`.
 * We do not: the api set an httpOnly session cookie, which scripts (and injected code) cannot
 * read. Only the user fields are kept.
 */
export function toUser({ id, username, email, profileImage, role }: LoginResponse): User {
  return { id, username, email, profileImage, role };
}

export function setSignedInUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(userQuery.queryKey, user);
}

/**
 * Forgets everything tied to the signed-in user. `confirm` asks the api who is signed in now
 * (the logout invalidation); skip it when the server could not end the session.
 */
export function forgetSignedInUser(queryClient: QueryClient, { confirm = true } = {}): void {
  queryClient.removeQueries({
    predicate: (query) => !isPublicKey(query.queryKey) && query.queryKey[0] !== '/api/user',
  });
  queryClient.setQueryData(userQuery.queryKey, null);
  if (confirm) void queryClient.invalidateQueries({ queryKey: userQuery.queryKey });
}

export function useLoginMutation() {
  return useMutation({
    mutationFn: (input: LoginInput) => api.post<LoginResponse>('/api/login', input).then(toUser),
  });
}

export function useAdminLoginMutation() {
  return useMutation({
    mutationFn: (input: AdminLoginInput) =>
      api.post<LoginResponse>('/api/admin/login', input).then(toUser),
  });
}

/** Registration always asks for a customer account and never sends the confirmation. */
export function useRegisterMutation() {
  return useMutation({
    mutationFn: ({ username, password, email }: RegisterForm) =>
      api
        .post<LoginResponse>('/api/register', {
          username,
          password,
          ...(email ? { email } : {}),
          role: 'customer',
          language: currentLanguage(),
        })
        .then(toUser),
  });
}
