import { useTranslation } from '@/i18n/react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { GeolocationLookupRequest, type GeolocationStatus } from '@shop/contracts';
import { localizeMessage } from '@/i18n/messages';
import { geolocationQuery, lookUpAddress } from './api';
import { applyFieldErrors } from '@/lib/form-errors';
import { localized } from '@/lib/localized-resolver';
import { notify } from '@/lib/notify';

const CIRCUIT_COLORS: Record<GeolocationStatus['circuit'], string> = {
  closed: 'green',
  'half-open': 'yellow',
  open: 'red',
  none: 'gray',
};

export default function GeolocationPage() {
  const queryClient = useQueryClient();
  const status = useQuery(geolocationQuery);
  const { t } = useTranslation('admin');
  const form = useForm<z.input<typeof GeolocationLookupRequest>, unknown, GeolocationLookupRequest>(
    {
      resolver: localized(zodResolver(GeolocationLookupRequest)),
      defaultValues: { address: '' },
    },
  );
  const lookup = useMutation({
    mutationFn: lookUpAddress,
    // The look-up may have moved the circuit.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: geolocationQuery.queryKey }),
    onError: (error) => {
      applyFieldErrors(error, form.setError, ['address']);
      notify.error(t('geolocation.lookupFailed'), localizeMessage(error.message));
    },
  });

  if (status.error) return <Alert color="red">{localizeMessage(status.error.message)}</Alert>;
  if (!status.data) return <Loader />;
  const s = status.data;
  const result = lookup.data;
  return (
    <Stack>
      <Title order={2}>{t('geolocation.title')}</Title>
      <Card withBorder>
        <Text fw={600}>{t('geolocation.inUse')}</Text>
        <Text size="lg">{t(`geolocation.geocoders.${s.geocoder}`)}</Text>
        {s.baseUrl && (
          <Text size="sm" ff="monospace">
            {s.baseUrl}
          </Text>
        )}
        <Group mt="xs">
          <Text size="sm">{t('geolocation.circuit')}</Text>
          <Badge color={CIRCUIT_COLORS[s.circuit]}>{t(`geolocation.circuits.${s.circuit}`)}</Badge>
        </Group>
        <Text size="sm" c="dimmed" mt="xs">
          {t('geolocation.limits', { timeoutMs: s.timeoutMs, perMinute: s.perMinute })}
        </Text>
      </Card>
      <Card withBorder>
        <form onSubmit={form.handleSubmit((v) => lookup.mutate(v))} noValidate>
          <Group align="flex-end">
            <TextInput
              label={t('geolocation.testLookup')}
              placeholder="Damrak 1, Amsterdam"
              style={{ flex: 1, minWidth: 240 }}
              error={form.formState.errors.address?.message}
              {...form.register('address')}
            />
            <Button type="submit" loading={lookup.isPending}>
              {t('geolocation.lookUp')}
            </Button>
          </Group>
        </form>
        {result && (
          <Stack gap={2} mt="md" data-testid="lookup-result">
            {result.address ? (
              <>
                <Text fw={600}>{result.address.formattedAddress}</Text>
                <Text size="sm">
                  {result.address.lat.toFixed(5)}, {result.address.lng.toFixed(5)}
                  {result.address.approximate ? t('geolocation.approximate') : ''}
                </Text>
              </>
            ) : (
              <Text c={result.error ? 'red' : undefined}>
                {result.error ? localizeMessage(result.error) : t('geolocation.notFound')}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {t('geolocation.answeredIn', { ms: result.tookMs })}
            </Text>
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
