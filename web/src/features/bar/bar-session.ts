import { z } from 'zod';
import { SESSION_KEYS, session } from '@/lib/session-storage';

/** session barOrderData: the partner bar this visit orders at. */
export const BarOrderData = z.object({
  id: z.number().int().positive(),
  slug: z.string().min(1),
  name: z.string().min(1),
});
export type BarOrderData = z.infer<typeof BarOrderData>;

export function storeBarOrderData(bar: BarOrderData): void {
  session.set(SESSION_KEYS.barOrderData, JSON.stringify(BarOrderData.parse(bar)));
}

export function readBarOrderData(): BarOrderData | null {
  try {
    const parsed = BarOrderData.safeParse(
      JSON.parse(session.get(SESSION_KEYS.barOrderData) ?? 'null'),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearBarOrderData(): void {
  session.remove(SESSION_KEYS.barOrderData);
}
