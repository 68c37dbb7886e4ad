import { useState } from 'react';
import { Container, Paper, Tabs, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { User } from '@shop/contracts';
import { CenteredLoader } from '@/components/feedback/centered-loader';
import { setSignedInUser, useUser } from '../api';
import { postLoginPath, signedInAuthPath } from '../auth-redirects';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

/** /auth, /auth/login and /auth/register: the customer's login and register tabs. */
export default function AuthPage() {
  const { pathname } = useLocation();
  useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user, isPending } = useUser();
  // Set when a form here signed the user in: that redirect wins over the "already signed in" one.
  const [signedInHere, setSignedInHere] = useState(false);

  if (isPending) return <CenteredLoader />;
  if (user && !signedInHere) return <Navigate to={signedInAuthPath(user.role)} replace />;

  const onSignedIn = (signedIn: User) => {
    setSignedInHere(true);
    setSignedInUser(queryClient, signedIn);
    void navigate(postLoginPath(signedIn.role), { replace: true });
  };
  const tab = pathname === '/auth/register' ? 'register' : 'login';

  return (
    <Container size={460} py="xl">
      {/* The tabs show where one is; a screen reader's list of headings names the page too. */}
      <VisuallyHidden component="h1">
        {tab === 'register' ? m.shop_auth_register() : m.shop_auth_login()}
      </VisuallyHidden>
      <Paper withBorder shadow="sm" p="lg">
        <Tabs
          value={tab}
          keepMounted={false}
          onChange={(next) =>
            void navigate(next === 'register' ? '/auth/register' : '/auth/login', { replace: true })
          }
        >
          <Tabs.List grow mb="md">
            <Tabs.Tab value="login">{m.shop_auth_login()}</Tabs.Tab>
            <Tabs.Tab value="register">{m.shop_auth_register()}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="login">
            <LoginForm onSignedIn={onSignedIn} />
          </Tabs.Panel>
          <Tabs.Panel value="register">
            <RegisterForm onSignedIn={onSignedIn} />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Container>
  );
}
