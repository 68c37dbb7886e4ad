import { useEffect, useRef } from 'react';
import { Alert, Anchor, Container, Loader, Stack, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { serverMessage } from '@/features/location/error-text';
import { useConfirmEmail } from './api';

/** /confirm-email?token=…: the link sent to a new address makes it the account's. */
export default function ConfirmEmailPage() {
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
        <Title order={1}>Confirm your e-mail address</Title>
        {!token && <Alert color="red">This link is incomplete.</Alert>}
        {confirm.isPending && <Loader aria-label="Confirming" />}
        {confirm.isSuccess && (
          <Alert color="green" title="Done">
            {`${confirm.data.email} is now the e-mail address of your account.`}
          </Alert>
        )}
        {confirm.isError && (
          <Alert color="red">
            {serverMessage(confirm.error, 'Could not confirm the address. Please try again.')}
          </Alert>
        )}
        <Anchor component={Link} to="/profile">
          Go to my profile
        </Anchor>
      </Stack>
    </Container>
  );
}
