import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { CenteredLoader } from '@/components/feedback/centered-loader';
import { rememberRedirectAfterLogin } from '@/features/auth';

/** A visitor who is neither signed in nor a guest with details signs in first. */
export function SignInFirst({ returnTo }: { returnTo: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    rememberRedirectAfterLogin(returnTo);
    void navigate('/auth', { replace: true });
  }, [navigate, returnTo]);
  return <CenteredLoader />;
}

/** 'user:7' or 'guest': who places an order, as part of what makes two submits the same. */
export const ownerTag = (userId: number | undefined): string =>
  userId === undefined ? 'guest' : `user:${userId}`;
