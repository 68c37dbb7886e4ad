// eslint-disable-next-line no-restricted-imports -- the one place that wraps it
import { PasswordInput as MantinePasswordInput, type PasswordInputProps } from '@mantine/core';
import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';

/**
 * Mantine's password field with its show-password button named in the page's language:
 * Mantine names it 'Toggle password visibility' in English whatever the language.
 */
export function PasswordInput(props: PasswordInputProps) {
  useLanguage();
  return (
    <MantinePasswordInput
      {...props}
      visibilityToggleButtonProps={{
        'aria-label': m.common_form_showPassword(),
        ...props.visibilityToggleButtonProps,
      }}
    />
  );
}
