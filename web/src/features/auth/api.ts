import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@shop/contracts';
import { getOrNull } from '@/lib/api-client';

/** The signed-in user, or null; undefined while the first answer is pending. */
export const userQuery = queryOptions({
  queryKey: ['/api/user'],
  queryFn: () => getOrNull<User>('/api/user'),
});

export function useUser() {
  return useQuery(userQuery);
}
