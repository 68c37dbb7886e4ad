// eslint-disable-next-line no-restricted-imports -- the one place that wraps it
import { PasswordInput as MantinePasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from '@/i18n/react';

/**
 * Mantine's password field with its show-password button named in the page's language:
 * Mantine names it 'Toggle password visibility' in English whatever the language.
 */
export function PasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <MantinePasswordInput
      {...props}
      visibilityToggleButtonProps={{
        'aria-label': t('form.showPassword'),
        ...props.visibilityToggleButtonProps,
      }}
    />
  );
}
