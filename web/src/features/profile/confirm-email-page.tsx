import { useEffect, useRef } from 'react';
import { Alert, Anchor, Container, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from '@/i18n/react';
import { Link, useSearchParams } from 'react-router-dom';
import { serverMessage } from '@/lib/error-text';
import { useConfirmEmail } from './api';

/** /confirm-email?token=…: the link sent to a new address makes it the account's. */
export default function ConfirmEmailPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmail();
  const sent = useRef(false);

  useEffect(() => {
    // Once per page: the token works only once.
    if (sent.current || !token) return;
    sent.current = true;
    confirm.mutate(token);
  }, [confirm, token]);

  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>{t('confirmEmail.title')}</Title>
        {!token && <Alert color="red">{t('confirmEmail.incomplete')}</Alert>}
        {confirm.isPending && (
          <Loader role="progressbar" aria-label={t('confirmEmail.confirming')} />
        )}
        {confirm.isSuccess && (
          <Alert color="green" title={t('confirmEmail.done')}>
            {t('confirmEmail.changed', { email: confirm.data.email })}
          </Alert>
        )}
        {confirm.isError && (
          <Alert color="red">{serverMessage(confirm.error, t('confirmEmail.failed'))}</Alert>
        )}
        <Anchor component={Link} to="/profile">
          {t('confirmEmail.toProfile')}
        </Anchor>
      </Stack>
    </Container>
  );
}
