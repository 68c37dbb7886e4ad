import { Group, Stack, Text } from '@mantine/core';
import { formatHoursGroup, groupOpeningHours, parseOpeningHours } from '@shop/contracts';

/** Days with identical hours share a line: 'Monday - Friday' '11:00 - 22:00'. */
export function OpeningHoursList({ openingHours }: { openingHours: string | undefined }) {
  const groups = groupOpeningHours(parseOpeningHours(openingHours));
  return (
    <Stack gap={4} component="dl" m={0} aria-label="Opening hours">
      {groups.map((group) => {
        const { days, time } = formatHoursGroup(group, 'long');
        return (
          <Group key={days} justify="space-between" gap="md" wrap="nowrap">
            <Text component="dt" fw={500}>
              {days}
            </Text>
            <Text component="dd" m={0} c={group.hours ? undefined : 'dimmed'}>
              {time}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
