import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { Anchor, Text } from '@mantine/core';
import { SignInCard, type SignInText } from '@/components/form/sign-in-card';
import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '@/lib/localized-resolver';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { LoginInput } from '@shop/contracts';
import { useDriverSignIn } from './use-driver-sign-in';

/** The sign-in card's texts. */
const LOGIN_TEXTS: Record<SignInText, () => string> = {
  title: m.portal_login_title,
  username: m.portal_login_username,
  password: m.portal_login_password,
  submit: m.portal_login_submit,
};

export default function DriverLoginPage() {
  const form = useForm<z.input<typeof LoginInput>, unknown, LoginInput>({
    resolver: localized(zodResolver(LoginInput)),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;
  const { signIn, isPending } = useDriverSignIn();
  useLanguage();

  return (
    <SignInCard
      text={(part) => LOGIN_TEXTS[part]()}
      register={form.register}
      errors={errors}
      onSubmit={form.handleSubmit(signIn)}
      pending={isPending}
    >
      <Text size="sm" ta="center">
        {m.portal_login_newDriver()}{' '}
        <Anchor component={Link} to="/driver/register">
          {m.portal_login_register()}
        </Anchor>
      </Text>
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/driver/forgot-password">
          {m.portal_login_forgotPassword()}
        </Anchor>
      </Text>
    </SignInCard>
  );
}
