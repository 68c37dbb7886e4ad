import type { PageTexts } from '@shop/contracts';
import { api } from '@/lib/api-client';

/** A page's texts as the shop shows them from now on; read through the content feature's query. */
export const savePageTexts = (page: string, texts: Record<string, string>) =>
  api.put<PageTexts>(`/api/admin/page-texts/${page}`, texts);
