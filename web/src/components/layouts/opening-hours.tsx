import { Text } from '@mantine/core';
import { formatHoursGroup, groupOpeningHours, parseOpeningHours } from '@shop/contracts';

/** Opening hours grouped by identical days: 'Mon-Fri 11:00-22:00'. */
export function OpeningHoursList({ openingHours }: { openingHours: string }) {
  const groups = groupOpeningHours(parseOpeningHours(openingHours));
  return groups.map((group) => {
    const { days, time } = formatHoursGroup(group, 'short');
    return (
      <Text key={days} size="sm">
        {days} {time}
      </Text>
    );
  });
}
