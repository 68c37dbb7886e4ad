import {
  Alert,
  Anchor,
  Button,
  Container,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '@/lib/localized-resolver';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ForgotPasswordInput } from '@shop/contracts';
import { useForgotPasswordMutation } from './account-api';

/** /driver/forgot-password: asks for a reset link; the answer never says if the address is known. */
export default function DriverForgotPasswordPage() {
  const form = useForm<ForgotPasswordInput>({
    resolver: localized(zodResolver(ForgotPasswordInput)),
    defaultValues: { email: '' },
  });
  const request = useForgotPasswordMutation();
  const submit = form.handleSubmit((values) => request.mutate(values));

  return (
    <Container size={420} px="xs" py="xl">
      <Paper withBorder shadow="sm" p="lg">
        <Stack>
          <Title order={2}>Forgot password</Title>
          {request.isSuccess ? (
            <Alert color="green" title="Check your email">
              {request.data.message}
            </Alert>
          ) : (
            <form onSubmit={submit} noValidate>
              <Stack>
                <Text size="sm">
                  Enter the email address of your driver account. We will send you a link to set a
                  new password.
                </Text>
                <TextInput
                  size="md"
                  label="Email"
                  type="email"
                  autoComplete="email"
                  error={form.formState.errors.email?.message}
                  {...form.register('email')}
                />
                {request.isError ? (
                  <Alert color="red" title="Could not send the link">
                    {request.error.message}
                  </Alert>
                ) : null}
                <Button size="lg" type="submit" loading={request.isPending}>
                  Send reset link
                </Button>
              </Stack>
            </form>
          )}
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/driver/login">
              Back to login
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
