import { SegmentedControl, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '@/i18n/config';
import { useChangeLanguage, useLanguage } from './use-change-language';

/**
 * EN | NL, each option read out by its own name in its own language ("English",
 * "Nederlands") so a customer who does not read the current language still finds theirs.
 */
export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const changeLanguage = useChangeLanguage();

  return (
    <SegmentedControl
      size={size}
      aria-label={t('language.label')}
      value={language}
      onChange={(value) => {
        if (isLanguage(value)) void changeLanguage(value);
      }}
      data={LANGUAGES.map((code) => ({
        value: code,
        label: (
          <>
            <span aria-hidden="true">{code.toUpperCase()}</span>
            <VisuallyHidden lang={code}>{LANGUAGE_NAMES[code]}</VisuallyHidden>
          </>
        ),
      }))}
    />
  );
}
