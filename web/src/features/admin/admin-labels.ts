import { useTranslation } from 'react-i18next';
import type { OrderKind, OrderStatus, PaymentStatus } from '@shop/contracts';
import type adminTexts from '@/i18n/locales/en/admin';

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
const STATUSES: Record<OrderStatus, true> = {
  pending: true,
  preparing: true,
  ready: true,
  in_transit: true,
  delivered: true,
  cancelled: true,
};

/**
 * Names of roles, order statuses and order kinds in the back office's language; a value it
 * does not know shows as it came.
 */
export function useAdminLabels() {
  const { t } = useTranslation('admin');
  return {
    role: (role: string) => (role in ROLES ? t(`roles.${role as KnownRole}`) : role),
    status: (status: string) =>
      status in STATUSES ? t(`status.${status as OrderStatus}`) : status,
    kind: (kind: OrderKind) => t(`kinds.${kind}`),
    payment: (status: PaymentStatus) => t(`paymentStatus.${status}`),
    refund: (status: RefundStatus) => t(`refundStatus.${status}`),
  };
}

/** A role's name in the back office's language. */
export const useRoleName = () => useAdminLabels().role;
