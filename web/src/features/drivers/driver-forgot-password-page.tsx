import { useTranslation } from '@/i18n/react';
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
  const { t } = useTranslation('portal');

  return (
    <AccountRecoveryCard
      title={t('forgot.title')}
      links={
        <Anchor component={Link} to="/driver/login">
          {t('forgot.backToLogin')}
        </Anchor>
      }
    >
      {request.isSuccess ? (
        <Alert color="green" title={t('forgot.checkEmail')}>
          {localizeMessage(request.data.message)}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">{t('forgot.intro')}</Text>
            <TextInput
              size="md"
              label={t('forgot.email')}
              type="email"
              autoComplete="email"
              error={form.formState.errors.email?.message}
              {...form.register('email')}
            />
            <RecoverySubmit
              label={t('forgot.send')}
              pending={request.isPending}
              error={request.error}
              errorTitle={t('forgot.couldNotSend')}
            />
          </Stack>
        </form>
      )}
    </AccountRecoveryCard>
  );
}
