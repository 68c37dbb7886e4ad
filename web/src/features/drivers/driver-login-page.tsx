import { useTranslation } from '@/i18n/react';
import { Anchor, Text } from '@mantine/core';
import { SignInCard } from '@/components/form/sign-in-card';
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
    <SignInCard
      text={(part) => t(`login.${part}`)}
      register={form.register}
      errors={errors}
      onSubmit={form.handleSubmit(signIn)}
      pending={isPending}
    >
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
    </SignInCard>
  );
}
