import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { Alert, Anchor, Stack } from '@mantine/core';
import { PasswordInput } from '@/components/form/password-input';
import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '@/lib/localized-resolver';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { ResetPasswordInput } from '@shop/contracts';
import { notify } from '@/lib/notify';
import { useResetPasswordMutation } from './account-api';
import { AccountRecoveryCard, RecoverySubmit } from './account-recovery-card';
import { RESET_PASSWORDS_DIFFER } from './repeated-password';

const ResetForm = z
  .object({ password: ResetPasswordInput.shape.password, confirm: z.string() })
  .refine((v) => v.password === v.confirm, RESET_PASSWORDS_DIFFER);
type ResetForm = z.infer<typeof ResetForm>;

/** /driver/reset-password?token=…: sets a new password with the e-mailed link. */
export default function DriverResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  useLanguage();
  const form = useForm<ResetForm>({
    resolver: localized(zodResolver(ResetForm)),
    defaultValues: { password: '', confirm: '' },
  });
  const reset = useResetPasswordMutation();
  const submit = form.handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          notify.success(m.portal_reset_changed(), m.portal_reset_changedMessage());
          void navigate('/driver/login', { replace: true });
        },
      },
    ),
  );
  const { errors } = form.formState;

  return (
    <AccountRecoveryCard
      title={m.portal_reset_title()}
      links={
        <>
          <Anchor component={Link} to="/driver/forgot-password">
            {m.portal_reset_askNew()}
          </Anchor>
          {' · '}
          <Anchor component={Link} to="/driver/login">
            {m.portal_forgot_backToLogin()}
          </Anchor>
        </>
      }
    >
      {token ? (
        <form onSubmit={submit} noValidate>
          <Stack>
            <PasswordInput
              size="md"
              label={m.portal_reset_newPassword()}
              autoComplete="new-password"
              error={errors.password?.message}
              {...form.register('password')}
            />
            <PasswordInput
              size="md"
              label={m.portal_reset_repeat()}
              autoComplete="new-password"
              error={errors.confirm?.message}
              {...form.register('confirm')}
            />
            <RecoverySubmit
              label={m.portal_reset_submit()}
              pending={reset.isPending}
              error={reset.error}
              errorTitle={m.portal_reset_couldNotChange()}
            />
          </Stack>
        </form>
      ) : (
        <Alert color="red" title={m.portal_reset_incomplete()}>
          {m.portal_reset_incompleteHelp()}
        </Alert>
      )}
    </AccountRecoveryCard>
  );
}
