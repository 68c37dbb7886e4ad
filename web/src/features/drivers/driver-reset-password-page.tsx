import { useTranslation } from '@/i18n/react';
import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { PasswordInput } from '@/components/form/password-input';
import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '@/lib/localized-resolver';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { ResetPasswordInput } from '@shop/contracts';
import { notify } from '@/lib/notify';
import { localizeMessage } from '@/i18n/messages';
import { useResetPasswordMutation } from './account-api';

const ResetForm = z
  .object({ password: ResetPasswordInput.shape.password, confirm: z.string() })
  .refine((v) => v.password === v.confirm, {
    message: 'The passwords do not match',
    path: ['confirm'],
  });
type ResetForm = z.infer<typeof ResetForm>;

/** /driver/reset-password?token=…: sets a new password with the e-mailed link. */
export default function DriverResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { t } = useTranslation('portal');
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
          notify.success(t('reset.changed'), t('reset.changedMessage'));
          void navigate('/driver/login', { replace: true });
        },
      },
    ),
  );
  const { errors } = form.formState;

  return (
    <Container size={420} px="xs" py="xl">
      <Paper withBorder shadow="sm" p="lg">
        <Stack>
          <Title order={2}>{t('reset.title')}</Title>
          {token ? (
            <form onSubmit={submit} noValidate>
              <Stack>
                <PasswordInput
                  size="md"
                  label={t('reset.newPassword')}
                  autoComplete="new-password"
                  error={errors.password?.message}
                  {...form.register('password')}
                />
                <PasswordInput
                  size="md"
                  label={t('reset.repeat')}
                  autoComplete="new-password"
                  error={errors.confirm?.message}
                  {...form.register('confirm')}
                />
                {reset.isError ? (
                  <Alert color="red" title={t('reset.couldNotChange')}>
                    {localizeMessage(reset.error.message)}
                  </Alert>
                ) : null}
                <Button size="lg" type="submit" loading={reset.isPending}>
                  {t('reset.submit')}
                </Button>
              </Stack>
            </form>
          ) : (
            <Alert color="red" title={t('reset.incomplete')}>
              {t('reset.incompleteHelp')}
            </Alert>
          )}
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/driver/forgot-password">
              {t('reset.askNew')}
            </Anchor>
            {' · '}
            <Anchor component={Link} to="/driver/login">
              {t('forgot.backToLogin')}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
