import type { QrVerification } from '@shop/contracts';
import { api } from '@/lib/api-client';

/** What a scanned code is: a partner bar's, a delivery zone's or a custom location's. */
export const verifyQrCode = (code: string) =>
  api.post<QrVerification>('/api/geo/verify-qr-code', { code });
