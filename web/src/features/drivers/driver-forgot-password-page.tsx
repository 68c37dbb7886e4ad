import { useTranslation } from '@/i18n/react';
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
import { localizeMessage } from '@/i18n/messages';
import { useForgotPasswordMutation } from './account-api';

/** /driver/forgot-password: asks for a reset link; the answer never says if the address is known. */
export default function DriverForgotPasswordPage() {
  const form = useForm<ForgotPasswordInput>({
    resolver: localized(zodResolver(ForgotPasswordInput)),
    defaultValues: { email: '' },
  });
  const request = useForgotPasswordMutation();
  const submit = form.handleSubmit((values) => request.mutate(values));
  const { t } = useTranslation('portal');

  return (
    <Container size={420} px="xs" py="xl">
      <Paper withBorder shadow="sm" p="lg">
        <Stack>
          <Title order={2}>{t('forgot.title')}</Title>
          {request.isSuccess ? (
            <Alert color="green" title={t('forgot.checkEmail')}>
              {localizeMessage(request.data.message)}
            </Alert>
          ) : (
            <form onSubmit={submit} noValidate>
              <Stack>
                <Text size="sm">{t('forgot.intro')}</Text>
                <TextInput
                  size="md"
                  label={t('forgot.email')}
                  type="email"
                  autoComplete="email"
                  error={form.formState.errors.email?.message}
                  {...form.register('email')}
                />
                {request.isError ? (
                  <Alert color="red" title={t('forgot.couldNotSend')}>
                    {localizeMessage(request.error.message)}
                  </Alert>
                ) : null}
                <Button size="lg" type="submit" loading={request.isPending}>
                  {t('forgot.send')}
                </Button>
              </Stack>
            </form>
          )}
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/driver/login">
              {t('forgot.backToLogin')}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
