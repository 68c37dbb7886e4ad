import type { Role } from '@shop/contracts';
import { useLogout } from '@/features/auth';
import { useDriverLogout } from '@/features/drivers';

/** The shell's Logout: drivers end their portal session, everyone else the shop session. */
export function useSignOut(role: Role | undefined) {
  const customer = useLogout();
  const driver = useDriverLogout();
  return role === 'driver' ? driver.logout : () => customer.logout('/');
}
