import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '@/lib/localized-resolver';
import { IconAlertCircle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { localizeMessage, localizeApiMessage } from '@/i18n/messages';
import type { z } from 'zod';
import { ContactInput } from '@shop/contracts';
import { ApiError } from '@/lib/api-client';
import { useSendContactMessage } from './api';

/** A refusal: the server's own words when it gave some, else a general or an offline text. */
type Outcome = { kind: 'sent' } | { kind: 'failed'; message: string | null; offline?: boolean };

const EMPTY_FORM: z.input<typeof ContactInput> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  message: '',
};

function failure(error: unknown): Outcome {
  if (error instanceof ApiError) {
    if (error.status === 0) return { kind: 'failed', message: null, offline: true };
    const body = error.body as { message?: unknown } | null;
    if (body && typeof body.message === 'string' && body.message.trim() !== '') {
      return { kind: 'failed', message: localizeApiMessage(body, body.message) };
    }
  }
  return { kind: 'failed', message: null };
}

export function ContactForm() {
  useLanguage();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const send = useSendContactMessage();
  const form = useForm<z.input<typeof ContactInput>, unknown, ContactInput>({
    resolver: localized(zodResolver(ContactInput)),
    defaultValues: EMPTY_FORM,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const answer = await send.mutateAsync({ ...values, phone: values.phone || undefined });
      if (answer.success) {
        setOutcome({ kind: 'sent' });
        form.reset(EMPTY_FORM);
      } else {
        setOutcome({ kind: 'failed', message: answer.message || null });
      }
    } catch (error) {
      setOutcome(failure(error));
    }
  });

  return (
    <Card withBorder padding="lg">
      <form onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
        <Stack gap="md">
          <Title order={2} size="h3" id="contact-form-title">
            {m.pages_contact_formTitle()}
          </Title>
          {outcome?.kind === 'sent' && (
            <Alert
              color="green"
              icon={<IconCircleCheck />}
              title={m.pages_contact_sentTitle()}
              role="status"
            >
              {m.pages_contact_sentText()}
            </Alert>
          )}
          {outcome?.kind === 'failed' && (
            <Alert color="red" icon={<IconAlertCircle />} role="alert">
              {outcome.message
                ? localizeMessage(outcome.message)
                : outcome.offline
                  ? m.pages_contact_offline()
                  : m.pages_contact_failed()}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={m.pages_contact_firstName()}
              withAsterisk
              autoComplete="given-name"
              {...form.register('firstName')}
              error={errors.firstName?.message}
            />
            <TextInput
              label={m.pages_contact_lastName()}
              withAsterisk
              autoComplete="family-name"
              {...form.register('lastName')}
              error={errors.lastName?.message}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={m.pages_contact_formEmail()}
              type="email"
              withAsterisk
              autoComplete="email"
              {...form.register('email')}
              error={errors.email?.message}
            />
            <TextInput
              label={m.pages_contact_formPhone()}
              type="tel"
              autoComplete="tel"
              {...form.register('phone')}
              error={errors.phone?.message}
            />
          </SimpleGrid>
          <Textarea
            label={m.pages_contact_message()}
            withAsterisk
            minRows={5}
            autosize
            {...form.register('message')}
            error={errors.message?.message}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={isSubmitting} leftSection={<IconSend size={16} />}>
              {isSubmitting ? m.pages_contact_sending() : m.pages_contact_send()}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
