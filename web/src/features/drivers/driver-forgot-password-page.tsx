import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { Alert, Anchor, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '@/lib/localized-resolver';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ForgotPasswordInput } from '@shop/contracts';
import { localizeMessage } from '@/i18n/messages';
import { useForgotPasswordMutation } from './account-api';
import { AccountRecoveryCard, RecoverySubmit } from './account-recovery-card';

/** /driver/forgot-password: asks for a reset link; the answer never says if the address is known. */
export default function DriverForgotPasswordPage() {
  const form = useForm<ForgotPasswordInput>({
    resolver: localized(zodResolver(ForgotPasswordInput)),
    defaultValues: { email: '' },
  });
  const request = useForgotPasswordMutation();
  const submit = form.handleSubmit((values) => request.mutate(values));
  useLanguage();

  return (
    <AccountRecoveryCard
      title={m.portal_forgot_title()}
      links={
        <Anchor component={Link} to="/driver/login">
          {m.portal_forgot_backToLogin()}
        </Anchor>
      }
    >
      {request.isSuccess ? (
        <Alert color="green" title={m.portal_forgot_checkEmail()}>
          {localizeMessage(request.data.message)}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">{m.portal_forgot_intro()}</Text>
            <TextInput
              size="md"
              label={m.portal_forgot_email()}
              type="email"
              autoComplete="email"
              error={form.formState.errors.email?.message}
              {...form.register('email')}
            />
            <RecoverySubmit
              label={m.portal_forgot_send()}
              pending={request.isPending}
              error={request.error}
              errorTitle={m.portal_forgot_couldNotSend()}
            />
          </Stack>
        </form>
      )}
    </AccountRecoveryCard>
  );
}
