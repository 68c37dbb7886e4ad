import { Anchor, Button, Text, TextInput } from '@mantine/core';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { PasswordInput } from '@/components/form/password-input';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

/** The fields the customer's login and register forms both ask. */
export interface CredentialValues {
  username: string;
  password: string;
}

/**
 * The form as the shared fields see it. Both forms hold the credentials, but react-hook-form's
 * types cannot follow a field name through a generic form, so it is widened.
 */
const asCredentials = <Values extends CredentialValues & FieldValues, Sent>(
  form: UseFormReturn<Values, unknown, Sent>,
) => form as unknown as UseFormReturn<CredentialValues>;

interface CredentialFieldProps<Values extends CredentialValues & FieldValues, Sent> {
  form: UseFormReturn<Values, unknown, Sent>;
}

/** The customer's username. */
export function UsernameField<Values extends CredentialValues & FieldValues, Sent>({
  form,
}: CredentialFieldProps<Values, Sent>) {
  useLanguage();
  const { register, formState } = asCredentials(form);
  return (
    <TextInput
      label={m.shop_auth_username()}
      autoComplete="username"
      error={formState.errors.username?.message}
      {...register('username')}
    />
  );
}

type PasswordFieldProps<Values extends CredentialValues & FieldValues, Sent> = CredentialFieldProps<
  Values,
  Sent
> & {
  /** Lets the browser offer the saved password at login and a new one at registration. */
  autoComplete: 'current-password' | 'new-password';
};

/** The customer's password. */
export function PasswordField<Values extends CredentialValues & FieldValues, Sent>({
  form,
  autoComplete,
}: PasswordFieldProps<Values, Sent>) {
  useLanguage();
  const { register, formState } = asCredentials(form);
  return (
    <PasswordInput
      label={m.shop_auth_password()}
      autoComplete={autoComplete}
      error={formState.errors.password?.message}
      {...register('password')}
    />
  );
}

interface CredentialFormActionsProps {
  submitLabel: string;
  submitting: boolean;
  /** The question before the link to the other form, e.g. "Already have an account?". */
  switchQuestion: string;
  switchLabel: string;
  switchTo: '/auth/login' | '/auth/register';
}

/** The submit button, then a link to the other tab (it replaces the page in the history). */
export function CredentialFormActions({
  submitLabel,
  submitting,
  switchQuestion,
  switchLabel,
  switchTo,
}: CredentialFormActionsProps) {
  return (
    <>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
      <Text size="sm" ta="center">
        {switchQuestion}{' '}
        <Anchor component={Link} to={switchTo} replace>
          {switchLabel}
        </Anchor>
      </Text>
    </>
  );
}
