import { useEffect, useRef } from 'react';
import { Alert, Anchor, Container, Loader, Stack, Title } from '@mantine/core';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { Link, useSearchParams } from 'react-router-dom';
import { serverMessage } from '@/lib/error-text';
import { useConfirmEmail } from './api';

/** /confirm-email?token=…: the link sent to a new address makes it the account's. */
export default function ConfirmEmailPage() {
  useLanguage();
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
        <Title order={1}>{m.account_confirmEmail_title()}</Title>
        {!token && <Alert color="red">{m.account_confirmEmail_incomplete()}</Alert>}
        {confirm.isPending && (
          <Loader role="progressbar" aria-label={m.account_confirmEmail_confirming()} />
        )}
        {confirm.isSuccess && (
          <Alert color="green" title={m.account_confirmEmail_done()}>
            {m.account_confirmEmail_changed({ email: confirm.data.email })}
          </Alert>
        )}
        {confirm.isError && (
          <Alert color="red">{serverMessage(confirm.error, m.account_confirmEmail_failed())}</Alert>
        )}
        <Anchor component={Link} to="/profile">
          {m.account_confirmEmail_toProfile()}
        </Anchor>
      </Stack>
    </Container>
  );
}
