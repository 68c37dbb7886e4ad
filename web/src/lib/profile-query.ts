import { queryOptions } from '@tanstack/react-query';
import type { Profile } from '@shop/contracts';
import { api } from '@/lib/api-client';

/**
 * The signed-in customer's profile as the server keeps it: the profile page edits it, the
 * language switch reads and writes its language.
 */
export const profileQuery = queryOptions({
  queryKey: ['/api/account/profile'],
  queryFn: () => api.get<Profile>('/api/account/profile'),
});
