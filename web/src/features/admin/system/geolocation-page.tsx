import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
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
import { localizeNote } from '@/i18n/notes';
import { geolocationQuery, lookUpAddress } from './api';
import { applyFieldErrors } from '@/lib/form-errors';
import { localized } from '@/lib/localized-resolver';
import { notify } from '@/lib/notify';

const GEOCODER_NAMES: Record<GeolocationStatus['geocoder'], () => string> = {
  embedded: m.adminSystem_geolocation_geocoders_embedded,
  pdok: m.adminSystem_geolocation_geocoders_pdok,
  nominatim: m.adminSystem_geolocation_geocoders_nominatim,
};
const CIRCUIT_NAMES: Record<GeolocationStatus['circuit'], () => string> = {
  closed: m.adminSystem_geolocation_circuits_closed,
  'half-open': m.adminSystem_geolocation_circuits_halfOpen,
  open: m.adminSystem_geolocation_circuits_open,
  none: m.adminSystem_geolocation_circuits_none,
};

const CIRCUIT_COLORS: Record<GeolocationStatus['circuit'], string> = {
  closed: 'green',
  'half-open': 'yellow',
  open: 'red',
  none: 'gray',
};

export default function GeolocationPage() {
  const queryClient = useQueryClient();
  const status = useQuery(geolocationQuery);
  useLanguage();
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
      notify.error(m.adminSystem_geolocation_lookupFailed(), localizeMessage(error.message));
    },
  });

  if (status.error) return <Alert color="red">{localizeMessage(status.error.message)}</Alert>;
  if (!status.data) return <Loader />;
  const s = status.data;
  const result = lookup.data;
  return (
    <Stack>
      <Title order={2}>{m.adminSystem_geolocation_title()}</Title>
      <Card withBorder>
        <Text fw={600}>{m.adminSystem_geolocation_inUse()}</Text>
        <Text size="lg">{GEOCODER_NAMES[s.geocoder]()}</Text>
        {s.baseUrl && (
          <Text size="sm" ff="monospace">
            {s.baseUrl}
          </Text>
        )}
        <Group mt="xs">
          <Text size="sm">{m.adminSystem_geolocation_circuit()}</Text>
          <Badge color={CIRCUIT_COLORS[s.circuit]}>{CIRCUIT_NAMES[s.circuit]()}</Badge>
        </Group>
        <Text size="sm" c="dimmed" mt="xs">
          {m.adminSystem_geolocation_limits({ timeoutMs: s.timeoutMs, perMinute: s.perMinute })}
        </Text>
      </Card>
      <Card withBorder>
        <form onSubmit={form.handleSubmit((v) => lookup.mutate(v))} noValidate>
          <Group align="flex-end">
            <TextInput
              label={m.adminSystem_geolocation_testLookup()}
              placeholder="Damrak 1, Amsterdam"
              style={{ flex: 1, minWidth: 240 }}
              error={form.formState.errors.address?.message}
              {...form.register('address')}
            />
            <Button type="submit" loading={lookup.isPending}>
              {m.adminSystem_geolocation_lookUp()}
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
                  {result.address.approximate ? m.adminSystem_geolocation_approximate() : ''}
                </Text>
              </>
            ) : (
              <Text c={result.error ? 'red' : undefined}>
                {result.error
                  ? localizeNote(result.texts?.error, result.error)
                  : m.adminSystem_geolocation_notFound()}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {m.adminSystem_geolocation_answeredIn({ ms: result.tookMs })}
            </Text>
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
