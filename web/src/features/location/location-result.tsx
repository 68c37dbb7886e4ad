import { Alert, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { IN_ZONE_MESSAGE, OUT_OF_ZONE_MESSAGE } from '@shop/contracts';
import { isValidLocation, type CheckedLocation } from './checked-location';
import { ZoneFacts } from './zone-facts';

interface Props {
  location: CheckedLocation | null;
  /** Shown instead of the standard out-of-zone text (e.g. the GPS wording). */
  outOfZoneMessage?: string;
}

/** The resolved address and whether we deliver there, with the zone's terms when we do. */
export function LocationResult({ location, outOfZoneMessage }: Props) {
  if (!location) return null;
  const valid = isValidLocation(location);
  return (
    <Card withBorder component="section" aria-label="Delivery check">
      <Stack gap="sm">
        <div>
          <Text size="sm" c="dimmed">
            Delivery address
          </Text>
          <Group gap="xs">
            <Text fw={600}>{location.address}</Text>
            {location.approximate && (
              <Badge
                variant="light"
                color="gray"
                title="Placed at the centre of the postcode area or street"
              >
                approximate position
              </Badge>
            )}
          </Group>
        </div>
        {valid ? (
          <>
            <Alert color="green" icon={<IconCircleCheck size={18} />}>
              {IN_ZONE_MESSAGE(location.zone.name)}
            </Alert>
            <ZoneFacts zone={location.zone} />
          </>
        ) : (
          <Alert color="red" icon={<IconAlertTriangle size={18} />}>
            {outOfZoneMessage ?? OUT_OF_ZONE_MESSAGE}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
