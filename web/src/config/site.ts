/** The shop's name and public profile, shown in the shell. */
export const SITE = {
  name: 'Italieno',
  social: { label: 'Instagram', href: 'https://www.instagram.com/italieno' },
} as const;
