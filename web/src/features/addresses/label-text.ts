import { m } from '@/i18n/paraglide/messages';

/** The three fixed labels of a saved address, each with its text in the current language. */
export const ADDRESS_LABELS = {
  home: m.common_addressLabel_home,
  work: m.common_addressLabel_work,
  other: m.common_addressLabel_other,
} as const;
