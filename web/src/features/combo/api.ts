import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComboDrink, ComboSandwich, ComboSauce } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { CACHE } from '@/lib/query-client';

export const comboDrinksQuery = queryOptions({
  queryKey: ['/api/combo/drinks'],
  queryFn: () => api.get<ComboDrink[]>('/api/combo/drinks'),
  staleTime: CACHE.combo,
});

export const comboSaucesQuery = queryOptions({
  queryKey: ['/api/combo/sauces'],
  queryFn: () => api.get<ComboSauce[]>('/api/combo/sauces'),
  staleTime: CACHE.combo,
});

export const comboSandwichesQuery = queryOptions({
  queryKey: ['/api/combo/sandwiches'],
  queryFn: () => api.get<ComboSandwich[]>('/api/combo/sandwiches'),
  staleTime: CACHE.combo,
});

/** The three lists a combo meal is built from (cached 5 minutes). */
export function useComboChoices() {
  const sandwiches = useQuery(comboSandwichesQuery);
  const drinks = useQuery(comboDrinksQuery);
  const sauces = useQuery(comboSaucesQuery);
  const all = [sandwiches, drinks, sauces];
  return {
    sandwiches: sandwiches.data ?? [],
    drinks: drinks.data ?? [],
    sauces: sauces.data ?? [],
    isPending: all.some((q) => q.isPending && !q.isError),
    error: all.find((q) => q.isError)?.error ?? null,
    refetch: () => all.forEach((q) => void q.refetch()),
  };
}
