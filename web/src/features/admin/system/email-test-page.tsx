import { useTranslation } from '@/i18n/react';
import { Badge, Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EmailTestRequest } from '@shop/contracts';
import { localizeMessage } from '@/i18n/messages';
import { emailDeliveriesQuery, sendTestEmail } from './api';
import { applyFieldErrors } from '@/lib/form-errors';
import { localized } from '@/lib/localized-resolver';
import { notify } from '@/lib/notify';
import { whenToTheSecond as when } from '../back-office-format';

export default function EmailTestPage() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('admin');
  const form = useForm<z.input<typeof EmailTestRequest>, unknown, EmailTestRequest>({
    resolver: localized(zodResolver(EmailTestRequest)),
    defaultValues: { to: '' },
  });
  const send = useMutation({
    mutationFn: sendTestEmail,
    onSuccess: (queued) => {
      notify.success(t('emailTest.queued'), t('emailTest.goesTo', { to: queued.to }));
      form.reset({ to: '' });
      void queryClient.invalidateQueries({ queryKey: emailDeliveriesQuery.queryKey });
    },
    onError: (error) => {
      applyFieldErrors(error, form.setError, ['to']);
      notify.error(t('emailTest.notQueued'), localizeMessage(error.message));
    },
  });
  const deliveries = useQuery(emailDeliveriesQuery);

  return (
    <Stack>
      <Title order={2}>{t('emailTest.title')}</Title>
      <Card withBorder>
        <form onSubmit={form.handleSubmit((values) => send.mutate(values))} noValidate>
          <Group align="flex-end">
            <TextInput
              label={t('emailTest.sendTo')}
              placeholder={t('emailTest.placeholder')}
              type="email"
              style={{ flex: 1, minWidth: 240 }}
              error={form.formState.errors.to?.message}
              {...form.register('to')}
            />
            <Button type="submit" loading={send.isPending}>
              {t('emailTest.send')}
            </Button>
          </Group>
        </form>
        <Text size="sm" c="dimmed" mt="xs">
          {t('emailTest.sameQueue')}
        </Text>
      </Card>
      <Title order={3}>{t('emailTest.latest')}</Title>
      {deliveries.isError && <Text c="red">{localizeMessage(deliveries.error.message)}</Text>}
      {deliveries.data && deliveries.data.deliveries.length === 0 && (
        <Text c="dimmed">{t('emailTest.none')}</Text>
      )}
      {deliveries.data && deliveries.data.deliveries.length > 0 && (
        <Table.ScrollContainer minWidth={600}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('emailTest.queuedAt')}</Table.Th>
                <Table.Th>{t('emailTest.to')}</Table.Th>
                <Table.Th>{t('emailTest.subject')}</Table.Th>
                <Table.Th>{t('emailTest.state')}</Table.Th>
                <Table.Th>{t('emailTest.sentAt')}</Table.Th>
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
                      {t(`emailTest.states.${d.status}`)}
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
