import { useTranslation } from '@/i18n/react';
import { Anchor, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { PasswordInput } from '@/components/form/password-input';
import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '@/lib/localized-resolver';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { LoginInput } from '@shop/contracts';
import { useDriverSignIn } from './use-driver-sign-in';

export default function DriverLoginPage() {
  const form = useForm<z.input<typeof LoginInput>, unknown, LoginInput>({
    resolver: localized(zodResolver(LoginInput)),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;
  const { signIn, isPending } = useDriverSignIn();
  const { t } = useTranslation('portal');

  return (
    <Container size={420} py="xl">
      <Paper withBorder shadow="sm" p="lg">
        <form onSubmit={form.handleSubmit(signIn)} noValidate>
          <Stack>
            <Title order={2}>{t('login.title')}</Title>
            <TextInput
              label={t('login.username')}
              autoComplete="username"
              error={errors.username?.message}
              {...form.register('username')}
            />
            <PasswordInput
              label={t('login.password')}
              autoComplete="current-password"
              error={errors.password?.message}
              {...form.register('password')}
            />
            <Button type="submit" loading={isPending}>
              {t('login.submit')}
            </Button>
            <Text size="sm" ta="center">
              {t('login.newDriver')}{' '}
              <Anchor component={Link} to="/driver/register">
                {t('login.register')}
              </Anchor>
            </Text>
            <Text size="sm" ta="center">
              <Anchor component={Link} to="/driver/forgot-password">
                {t('login.forgotPassword')}
              </Anchor>
            </Text>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
