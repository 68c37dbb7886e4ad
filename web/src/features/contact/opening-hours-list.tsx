import { Group, Stack, Text } from '@mantine/core';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { groupOpeningHours, parseOpeningHours } from '@shop/contracts';
import { useHoursGroupText } from '@/components/layouts/opening-hours';

/** Days with identical hours share a line: 'Monday - Friday' '11:00 - 22:00', translated. */
export function OpeningHoursList({ openingHours }: { openingHours: string | undefined }) {
  useLanguage();
  const hoursText = useHoursGroupText();
  const groups = groupOpeningHours(parseOpeningHours(openingHours));
  return (
    <Stack gap={4} component="dl" m={0} aria-label={m.pages_contact_openingHours()}>
      {groups.map((group) => {
        const { days, time } = hoursText(group, 'long');
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
