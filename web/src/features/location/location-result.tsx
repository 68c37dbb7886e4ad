import { Alert, Badge, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { OUT_OF_ZONE_MESSAGE, apiMessage } from '@shop/contracts';
import { localizeMessage } from '@/i18n/messages';
import { sayApiMessage } from '@/i18n/notes';
import { FALLBACK_STREET } from './address-parsing';
import { isValidLocation, type CheckedLocation } from './checked-location';
import { ZoneFacts } from '@/features/geo';

interface Props {
  location: CheckedLocation | null;
  /** Shown instead of the standard out-of-zone text (e.g. the GPS wording). */
  outOfZoneMessage?: string;
  /** Where the customer types the street of a point whose address lookup failed. */
  onStreetChange?: (street: string) => void;
}

/** The resolved address and whether we deliver there, with the zone's terms when we do. */
export function LocationResult({ location, outOfZoneMessage, onStreetChange }: Props) {
  useLanguage();
  if (!location) return null;
  const valid = isValidLocation(location);
  return (
    <Card withBorder component="section" aria-label={m.orders_location_deliveryCheck()}>
      <Stack gap="sm">
        <div>
          <Text size="sm" c="dimmed">
            {m.orders_location_deliveryAddress()}
          </Text>
          <Group gap="xs">
            <Text fw={600}>{location.address}</Text>
            {location.approximate && (
              <Badge variant="light" color="gray" title={m.orders_location_approximateTitle()}>
                {m.orders_location_approximate()}
              </Badge>
            )}
          </Group>
        </div>
        {valid && location.addressUnknown && onStreetChange && (
          <Alert color="yellow" icon={<IconInfoCircle size={18} />}>
            <Stack gap="xs">
              <Text size="sm">{m.orders_location_lookupFailed()}</Text>
              <TextInput
                // A new point starts with an empty field.
                key={`${location.coordinates.lat},${location.coordinates.lng}`}
                label={m.orders_location_street()}
                placeholder={m.orders_location_streetPlaceholder()}
                defaultValue={
                  location.parts.street === FALLBACK_STREET ? '' : location.parts.street
                }
                onChange={(event) => onStreetChange(event.currentTarget.value)}
                autoComplete="address-line1"
              />
            </Stack>
          </Alert>
        )}
        {valid ? (
          <>
            <Alert color="green" icon={<IconCircleCheck size={18} />}>
              {sayApiMessage(apiMessage('in_zone', { zone: location.zone.name }))}
            </Alert>
            <ZoneFacts zone={location.zone} />
          </>
        ) : (
          <Alert color="red" icon={<IconAlertTriangle size={18} />}>
            {localizeMessage(outOfZoneMessage ?? OUT_OF_ZONE_MESSAGE)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
