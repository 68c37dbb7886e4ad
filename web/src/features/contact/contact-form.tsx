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
import type { z } from 'zod';
import { ContactInput } from '@shop/contracts';
import { ApiError } from '@/lib/api-client';
import { useSendContactMessage } from './api';

export const CONTACT_SENT_TITLE = 'Message Sent';
export const CONTACT_SENT_TEXT =
  'We have received your message and will get back to you as soon as possible!';
export const CONTACT_FAILED_TEXT = 'There was a problem sending your message. Please try again.';
export const CONTACT_OFFLINE_TEXT =
  'There was a problem connecting to our servers. Please try again later.';

type Outcome = { kind: 'sent' } | { kind: 'failed'; message: string };

const EMPTY_FORM: z.input<typeof ContactInput> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  message: '',
};

function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return CONTACT_OFFLINE_TEXT;
    const body = error.body as { message?: unknown } | null;
    if (body && typeof body.message === 'string' && body.message.trim() !== '') return body.message;
  }
  return CONTACT_FAILED_TEXT;
}

export function ContactForm() {
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
        setOutcome({ kind: 'failed', message: answer.message || CONTACT_FAILED_TEXT });
      }
    } catch (error) {
      setOutcome({ kind: 'failed', message: failureText(error) });
    }
  });

  return (
    <Card withBorder padding="lg">
      <form onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
        <Stack gap="md">
          <Title order={2} size="h3" id="contact-form-title">
            Send Us a Message
          </Title>
          {outcome?.kind === 'sent' && (
            <Alert
              color="green"
              icon={<IconCircleCheck />}
              title={CONTACT_SENT_TITLE}
              role="status"
            >
              {CONTACT_SENT_TEXT}
            </Alert>
          )}
          {outcome?.kind === 'failed' && (
            <Alert color="red" icon={<IconAlertCircle />} role="alert">
              {outcome.message}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="First name"
              withAsterisk
              autoComplete="given-name"
              {...form.register('firstName')}
              error={errors.firstName?.message}
            />
            <TextInput
              label="Last name"
              withAsterisk
              autoComplete="family-name"
              {...form.register('lastName')}
              error={errors.lastName?.message}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Email"
              type="email"
              withAsterisk
              autoComplete="email"
              {...form.register('email')}
              error={errors.email?.message}
            />
            <TextInput
              label="Phone (optional)"
              type="tel"
              autoComplete="tel"
              {...form.register('phone')}
              error={errors.phone?.message}
            />
          </SimpleGrid>
          <Textarea
            label="Message"
            withAsterisk
            minRows={5}
            autosize
            {...form.register('message')}
            error={errors.message?.message}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={isSubmitting} leftSection={<IconSend size={16} />}>
              {isSubmitting ? 'Sending...' : 'Send Message'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
