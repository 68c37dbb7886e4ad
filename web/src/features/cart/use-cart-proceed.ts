import { useNavigate } from 'react-router-dom';
import type { OrderingService } from '@shop/contracts';
import { useUser, rememberRedirectAfterLogin } from '@/features/auth';
import type { OrderMode } from './order-mode';
import { useOrderMode } from './use-order-mode';
import { useServiceAvailability, type ServiceAvailability } from '@/features/ordering';
import { SESSION_KEYS, session } from '@/lib/session-storage';
import { useDeliveryInfo } from './cart-store';
import { GUEST_STEP, hasCheckoutAddress, proceedStep, type ProceedStep } from './proceed';

const SERVICE_BY_MODE: Record<OrderMode, OrderingService> = {
  normal: 'food',
  bar: 'bar',
  merch: 'merchandise',
};

export interface CartProceed {
  mode: OrderMode;
  service: OrderingService;
  availability: ServiceAvailability;
  /** The visitor is not signed in and the cart needs sign-in: 'Continue as Guest' is offered. */
  offerGuest: boolean;
  /** Waiting to learn who is signed in. */
  userPending: boolean;
  proceed: () => void;
  continueAsGuest: () => void;
}

/** The cart's way to checkout: which service it needs, and where Proceed leads. */
export function useCartProceed(): CartProceed {
  const navigate = useNavigate();
  const { mode } = useOrderMode();
  const user = useUser();
  const deliveryInfo = useDeliveryInfo();
  const service = SERVICE_BY_MODE[mode];
  const availability = useServiceAvailability(service);
  const signedIn = !!user.data;

  const go = (step: ProceedStep) => {
    session.set(SESSION_KEYS.orderType, mode);
    if (step.redirectAfterLogin) rememberRedirectAfterLogin(step.redirectAfterLogin);
    void navigate(step.to);
  };

  return {
    mode,
    service,
    availability,
    offerGuest: mode === 'normal' && !user.isPending && !signedIn,
    userPending: user.isPending,
    proceed: () =>
      go(
        proceedStep({
          mode,
          signedIn,
          knowsDeliveryLocation: deliveryInfo !== null || hasCheckoutAddress(),
        }),
      ),
    continueAsGuest: () => go(GUEST_STEP),
  };
}
