import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Language, Profile } from '@shop/contracts';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/config';
import { useUser } from '@/features/auth';
import { api } from '@/lib/api-client';
import { local } from '@/lib/session-storage';
import { writeLanguageCookie } from '@/i18n/language-cookie';
import { changeLanguage } from '@/i18n';

export { useLanguage } from '@/i18n/use-language';

/** Remembers a choice in this browser; a refused write (private mode) only costs the memory. */
export function rememberLanguage(language: Language): void {
  local.set(LANGUAGE_STORAGE_KEY, language);
  writeLanguageCookie(language);
}

/**
 * Switches the shop's language, remembers it in the browser and, for a signed-in customer, in
 * the profile: the e-mails follow the profile's language.
 */
export function useChangeLanguage() {
  const queryClient = useQueryClient();
  const { data: user } = useUser();
  const isCustomer = user?.role === 'customer';

  return useCallback(
    async (language: Language) => {
      rememberLanguage(language);
      await changeLanguage(language);
      if (!isCustomer) return;
      // The profile's query comes with the first switch by a customer, not with every page.
      const { profileQuery } = await import('@/lib/profile-query');
      const profile = await queryClient.fetchQuery(profileQuery).catch(() => null);
      if (!profile || profile.language === language) return;
      const { fullName, phone, statusEmails } = profile;
      const saved = await api
        .patch<Profile>('/api/account/profile', { fullName, phone, statusEmails, language })
        .catch(() => null);
      if (saved) queryClient.setQueryData(profileQuery.queryKey, saved);
    },
    [isCustomer, queryClient],
  );
}
