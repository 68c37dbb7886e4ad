import { useTranslation } from '@/i18n/react';
import type { OrderKind, PaymentStatus } from '@shop/contracts';
import type adminTexts from '@/i18n/locales/en/admin';
import { orderStatusName } from '@/i18n/order-status';

type Texts = typeof adminTexts;
type KnownRole = keyof Texts['roles'];
type RefundStatus = keyof Texts['refundStatus'];

const ROLES: Record<KnownRole, true> = {
  admin: true,
  staff: true,
  customer: true,
  driver: true,
  system: true,
  guest: true,
};

/**
 * Names of roles, order statuses and order kinds in the back office's language; a value it
 * does not know shows as it came.
 */
export function useAdminLabels() {
  const { t } = useTranslation('admin');
  return {
    role: (role: string) => (role in ROLES ? t(`roles.${role as KnownRole}`) : role),
    status: orderStatusName,
    kind: (kind: OrderKind) => t(`kinds.${kind}`),
    payment: (status: PaymentStatus) => t(`paymentStatus.${status}`),
    refund: (status: RefundStatus) => t(`refundStatus.${status}`),
  };
}

/** A role's name in the back office's language. */
export const useRoleName = () => useAdminLabels().role;
