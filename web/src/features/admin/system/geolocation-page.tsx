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
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  GeolocationLookupRequest,
  type GeolocationLookupResult,
  type GeolocationStatus,
} from '@shop/contracts';
import { api } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';

export const geolocationQuery = queryOptions({
  queryKey: ['/api/admin/geolocation'],
  queryFn: () => api.get<GeolocationStatus>('/api/admin/geolocation'),
});

const GEOCODER_NAMES: Record<GeolocationStatus['geocoder'], string> = {
  embedded: 'Embedded Amsterdam gazetteer (offline)',
  pdok: 'PDOK Locatieserver',
  nominatim: 'Nominatim',
};

const CIRCUIT: Record<GeolocationStatus['circuit'], { label: string; color: string }> = {
  closed: { label: 'Closed: calls go through', color: 'green' },
  'half-open': { label: 'Half-open: trying again', color: 'yellow' },
  open: { label: 'Open: calls are paused', color: 'red' },
  none: { label: 'No circuit (works offline)', color: 'gray' },
};

export default function GeolocationPage() {
  const queryClient = useQueryClient();
  const status = useQuery(geolocationQuery);
  const form = useForm<z.input<typeof GeolocationLookupRequest>, unknown, GeolocationLookupRequest>(
    {
      resolver: zodResolver(GeolocationLookupRequest),
      defaultValues: { address: '' },
    },
  );
  const lookup = useMutation({
    mutationFn: (body: GeolocationLookupRequest) =>
      api.post<GeolocationLookupResult>('/api/admin/geolocation/lookup', body),
    // The look-up may have moved the circuit.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: geolocationQuery.queryKey }),
    onError: (error) => {
      applyFieldErrors(error, form.setError, ['address']);
      notify.error('The look-up failed', error.message);
    },
  });

  if (status.error) return <Alert color="red">{status.error.message}</Alert>;
  if (!status.data) return <Loader />;
  const s = status.data;
  const result = lookup.data;
  return (
    <Stack>
      <Title order={2}>Geolocation</Title>
      <Card withBorder>
        <Text fw={600}>Geocoder in use</Text>
        <Text size="lg">{GEOCODER_NAMES[s.geocoder]}</Text>
        {s.baseUrl && (
          <Text size="sm" ff="monospace">
            {s.baseUrl}
          </Text>
        )}
        <Group mt="xs">
          <Text size="sm">Circuit:</Text>
          <Badge color={CIRCUIT[s.circuit].color}>{CIRCUIT[s.circuit].label}</Badge>
        </Group>
        <Text size="sm" c="dimmed" mt="xs">
          Timeout {s.timeoutMs} ms, at most {s.perMinute} look-ups per minute per visitor. Set by
          GEOCODER and GEOCODER_URL in the server&apos;s configuration.
        </Text>
      </Card>
      <Card withBorder>
        <form onSubmit={form.handleSubmit((v) => lookup.mutate(v))} noValidate>
          <Group align="flex-end">
            <TextInput
              label="Test look-up"
              placeholder="Damrak 1, Amsterdam"
              style={{ flex: 1, minWidth: 240 }}
              error={form.formState.errors.address?.message}
              {...form.register('address')}
            />
            <Button type="submit" loading={lookup.isPending}>
              Look up
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
                  {result.address.approximate ? ' (approximate)' : ''}
                </Text>
              </>
            ) : (
              <Text c={result.error ? 'red' : undefined}>
                {result.error ?? 'No such address found.'}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              Answered in {result.tookMs} ms
            </Text>
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
