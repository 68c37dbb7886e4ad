import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { changeLanguage, currentLanguage } from '@/i18n';
import { useUser } from '@/features/auth';
import { profileQuery } from '@/lib/profile-query';
import { rememberLanguage } from './use-change-language';

/**
 * A signed-in customer's profile keeps their language: when they sign in (on any device), the
 * shop switches to it once. Later switches in the header write it back to the profile.
 */
export function useProfileLanguage(): void {
  const { data: user } = useUser();
  const isCustomer = user?.role === 'customer';
  const { data: profile } = useQuery({ ...profileQuery, enabled: isCustomer });
  const appliedFor = useRef<number | null>(null);

  useEffect(() => {
    if (!profile || !isCustomer || appliedFor.current === profile.id) return;
    appliedFor.current = profile.id;
    if (profile.language !== currentLanguage()) {
      rememberLanguage(profile.language);
      void changeLanguage(profile.language);
    }
  }, [profile, isCustomer]);
}
