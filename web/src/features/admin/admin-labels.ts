import type {
  KitchenColumn,
  OrderKind,
  PaymentMethodType,
  PaymentStatus,
  VehicleType,
} from '@shop/contracts';
import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { orderStatusName } from '@/i18n/order-status';

const ROLES = {
  admin: m.adminShared_roles_admin,
  staff: m.adminShared_roles_staff,
  customer: m.adminShared_roles_customer,
  driver: m.adminShared_roles_driver,
  system: m.adminShared_roles_system,
  guest: m.adminShared_roles_guest,
};
const KINDS: Record<OrderKind, () => string> = {
  delivery: m.adminShared_kinds_delivery,
  pickup: m.adminShared_kinds_pickup,
  bar: m.adminShared_kinds_bar,
};
const PAYMENT_STATUSES: Record<PaymentStatus, () => string> = {
  unpaid: m.adminShared_paymentStatus_unpaid,
  processing: m.adminShared_paymentStatus_processing,
  paid: m.adminShared_paymentStatus_paid,
  failed: m.adminShared_paymentStatus_failed,
  refunded: m.adminShared_paymentStatus_refunded,
};
const REFUND_STATUSES = {
  pending: m.adminShared_refundStatus_pending,
  succeeded: m.adminShared_refundStatus_succeeded,
  failed: m.adminShared_refundStatus_failed,
};
type RefundStatus = keyof typeof REFUND_STATUSES;

/** A kitchen board column's name: the board, the dashboard and the alert settings say it. */
export const KITCHEN_COLUMN_NAMES: Record<KitchenColumn, () => string> = {
  new: m.adminShared_kitchenColumns_new,
  preparing: m.adminShared_kitchenColumns_preparing,
  ready: m.adminShared_kitchenColumns_ready,
  out: m.adminShared_kitchenColumns_out,
  done: m.adminShared_kitchenColumns_done,
};

/** How an order is paid, as the kitchen's cards and an order's details name it. */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethodType | 'cash', () => string> = {
  card: m.adminShared_paymentMethods_card,
  ideal: m.adminShared_paymentMethods_ideal,
  bancontact: m.adminShared_paymentMethods_bancontact,
  cash: m.adminShared_paymentMethods_cash,
};

/** A driver's vehicle. */
export const VEHICLE_NAMES: Record<VehicleType, () => string> = {
  bike: m.adminShared_vehicles_bike,
  'e-bike': m.adminShared_vehicles_eBike,
  scooter: m.adminShared_vehicles_scooter,
  car: m.adminShared_vehicles_car,
};

/**
 * Names of roles, order statuses and order kinds in the back office's language; a value it
 * does not know shows as it came.
 */
export function useAdminLabels() {
  useLanguage();
  return {
    role: (role: string) => (role in ROLES ? ROLES[role as keyof typeof ROLES]() : role),
    status: orderStatusName,
    kind: (kind: OrderKind) => KINDS[kind](),
    payment: (status: PaymentStatus) => PAYMENT_STATUSES[status](),
    refund: (status: RefundStatus) => REFUND_STATUSES[status](),
  };
}

/** A role's name in the back office's language. */
export const useRoleName = () => useAdminLabels().role;
