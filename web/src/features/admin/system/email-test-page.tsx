import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { Badge, Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EmailTestRequest, type EmailDelivery } from '@shop/contracts';
import { localizeMessage } from '@/i18n/messages';
import { emailDeliveriesQuery, sendTestEmail } from './api';
import { applyFieldErrors } from '@/lib/form-errors';
import { localized } from '@/lib/localized-resolver';
import { notify } from '@/lib/notify';
import { whenToTheSecond as when } from '../back-office-format';

const STATE_NAMES: Record<EmailDelivery['status'], () => string> = {
  sending: m.adminSystem_emailTest_states_sending,
  sent: m.adminSystem_emailTest_states_sent,
};

export default function EmailTestPage() {
  const queryClient = useQueryClient();
  useLanguage();
  const form = useForm<z.input<typeof EmailTestRequest>, unknown, EmailTestRequest>({
    resolver: localized(zodResolver(EmailTestRequest)),
    defaultValues: { to: '' },
  });
  const send = useMutation({
    mutationFn: sendTestEmail,
    onSuccess: (queued) => {
      notify.success(
        m.adminSystem_emailTest_queued(),
        m.adminSystem_emailTest_goesTo({ to: queued.to }),
      );
      form.reset({ to: '' });
      void queryClient.invalidateQueries({ queryKey: emailDeliveriesQuery.queryKey });
    },
    onError: (error) => {
      applyFieldErrors(error, form.setError, ['to']);
      notify.error(m.adminSystem_emailTest_notQueued(), localizeMessage(error.message));
    },
  });
  const deliveries = useQuery(emailDeliveriesQuery);

  return (
    <Stack>
      <Title order={2}>{m.adminSystem_emailTest_title()}</Title>
      <Card withBorder>
        <form onSubmit={form.handleSubmit((values) => send.mutate(values))} noValidate>
          <Group align="flex-end">
            <TextInput
              label={m.adminSystem_emailTest_sendTo()}
              placeholder={m.adminSystem_emailTest_placeholder()}
              type="email"
              style={{ flex: 1, minWidth: 240 }}
              error={form.formState.errors.to?.message}
              {...form.register('to')}
            />
            <Button type="submit" loading={send.isPending}>
              {m.adminSystem_emailTest_send()}
            </Button>
          </Group>
        </form>
        <Text size="sm" c="dimmed" mt="xs">
          {m.adminSystem_emailTest_sameQueue()}
        </Text>
      </Card>
      <Title order={3}>{m.adminSystem_emailTest_latest()}</Title>
      {deliveries.isError && <Text c="red">{localizeMessage(deliveries.error.message)}</Text>}
      {deliveries.data && deliveries.data.deliveries.length === 0 && (
        <Text c="dimmed">{m.adminSystem_emailTest_none()}</Text>
      )}
      {deliveries.data && deliveries.data.deliveries.length > 0 && (
        <Table.ScrollContainer minWidth={600}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{m.adminSystem_emailTest_queuedAt()}</Table.Th>
                <Table.Th>{m.adminSystem_emailTest_to()}</Table.Th>
                <Table.Th>{m.adminSystem_emailTest_subject()}</Table.Th>
                <Table.Th>{m.adminSystem_emailTest_state()}</Table.Th>
                <Table.Th>{m.adminSystem_emailTest_sentAt()}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {deliveries.data.deliveries.map((d) => (
                <Table.Tr key={d.key}>
                  <Table.Td>{when(d.createdAt)}</Table.Td>
                  <Table.Td>{d.recipient}</Table.Td>
                  <Table.Td>{d.subject}</Table.Td>
                  <Table.Td>
                    <Badge color={d.status === 'sent' ? 'green' : 'yellow'}>
                      {STATE_NAMES[d.status]()}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{when(d.sentAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
