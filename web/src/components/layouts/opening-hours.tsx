import { Text } from '@mantine/core';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { groupOpeningHours, parseOpeningHours, type HoursGroup } from '@shop/contracts';
import { weekdayName } from '@/i18n/format';

/** 'Mon-Fri 11:00-22:00' (short) or 'Monday - Friday' and '11:00 - 22:00' (long), translated. */
export function useHoursGroupText() {
  useLanguage();
  return (group: HoursGroup, style: 'short' | 'long' = 'long') => {
    const sep = style === 'short' ? '-' : ' - ';
    const from = weekdayName(group.from, style);
    const days = group.from === group.to ? from : `${from}${sep}${weekdayName(group.to, style)}`;
    const time = group.hours
      ? `${group.hours.open}${sep}${group.hours.close}`
      : m.common_footer_closed();
    return { days, time };
  };
}

/** Opening hours grouped by identical days: 'Mon-Fri 11:00-22:00'. */
export function OpeningHoursList({ openingHours }: { openingHours: string }) {
  const hoursText = useHoursGroupText();
  const groups = groupOpeningHours(parseOpeningHours(openingHours));
  return groups.map((group) => {
    const { days, time } = hoursText(group, 'short');
    return (
      <Text key={days} size="sm">
        {days} {time}
      </Text>
    );
  });
}
