import { Badge, Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EmailTestRequest, type EmailDeliveries, type EmailTestQueued } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';

export const emailDeliveriesQuery = queryOptions({
  queryKey: ['/api/admin/email-deliveries'],
  queryFn: () => api.get<EmailDeliveries>('/api/admin/email-deliveries'),
  // The worker sends within seconds: keep the list moving while the page is open.
  refetchInterval: 5000,
});

const when = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-GB', {
        timeZone: 'Europe/Amsterdam',
        dateStyle: 'short',
        timeStyle: 'medium',
      })
    : '—';

export default function EmailTestPage() {
  const queryClient = useQueryClient();
  const form = useForm<z.input<typeof EmailTestRequest>, unknown, EmailTestRequest>({
    resolver: zodResolver(EmailTestRequest),
    defaultValues: { to: '' },
  });
  const send = useMutation({
    mutationFn: (body: EmailTestRequest) =>
      api.post<EmailTestQueued>('/api/admin/email-test', body),
    onSuccess: (queued) => {
      notify.success('Test e-mail queued', `It goes to ${queued.to} within a few seconds.`);
      form.reset({ to: '' });
      void queryClient.invalidateQueries({ queryKey: emailDeliveriesQuery.queryKey });
    },
    onError: (error) => {
      applyFieldErrors(error, form.setError, ['to']);
      notify.error('The test e-mail was not queued', error.message);
    },
  });
  const deliveries = useQuery(emailDeliveriesQuery);

  return (
    <Stack>
      <Title order={2}>Email Test</Title>
      <Card withBorder>
        <form onSubmit={form.handleSubmit((values) => send.mutate(values))} noValidate>
          <Group align="flex-end">
            <TextInput
              label="Send a test e-mail to"
              placeholder="name@example.com"
              type="email"
              style={{ flex: 1, minWidth: 240 }}
              error={form.formState.errors.to?.message}
              {...form.register('to')}
            />
            <Button type="submit" loading={send.isPending}>
              Send test e-mail
            </Button>
          </Group>
        </form>
        <Text size="sm" c="dimmed" mt="xs">
          It goes through the same queue as every e-mail the shop sends.
        </Text>
      </Card>
      <Title order={3}>Last 20 deliveries</Title>
      {deliveries.isError && <Text c="red">{deliveries.error.message}</Text>}
      {deliveries.data && deliveries.data.deliveries.length === 0 && (
        <Text c="dimmed">No e-mails sent yet.</Text>
      )}
      {deliveries.data && deliveries.data.deliveries.length > 0 && (
        <Table.ScrollContainer minWidth={600}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Queued</Table.Th>
                <Table.Th>To</Table.Th>
                <Table.Th>Subject</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>Sent</Table.Th>
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
                      {d.status === 'sent' ? 'Sent' : 'Sending'}
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
