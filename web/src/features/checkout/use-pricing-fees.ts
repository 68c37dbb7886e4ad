import { DEFAULT_PRICING_FEES, type PricingFees } from '@shop/contracts';
import { useSettings } from '@/features/content';

/**
 * The service fee and express surcharge the server charges by, from the public settings (kept
 * current by the live connection's settings change). Undefined while they load; if they cannot
 * be read the shop's defaults stand in, since the payment step charges the server's total anyway.
 */
export function usePricingFees(): PricingFees | undefined {
  const settings = useSettings();
  if (settings.data) return settings.data.fees;
  return settings.isError ? DEFAULT_PRICING_FEES : undefined;
}
