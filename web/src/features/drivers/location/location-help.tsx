import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { Button, List, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/** How to let the portal read the position, on the two phones drivers use. */
export function LocationHelp({ onRetry }: { onRetry: () => void }) {
  useLanguage();
  return (
    <Stack gap="sm" aria-label={m.portal_location_help_label()}>
      <div>
        <Title order={3} size="h5">
          {m.portal_location_help_iphone()}
        </Title>
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>{m.portal_location_help_iphone1()}</List.Item>
          <List.Item>{m.portal_location_help_iphone2()}</List.Item>
          <List.Item>{m.portal_location_help_iphone3()}</List.Item>
        </List>
      </div>
      <div>
        <Title order={3} size="h5">
          {m.portal_location_help_android()}
        </Title>
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>{m.portal_location_help_android1()}</List.Item>
          <List.Item>{m.portal_location_help_android2()}</List.Item>
        </List>
      </div>
      <Text size="sm">{m.portal_location_help_then()}</Text>
      <Button size="lg" fullWidth leftSection={<IconRefresh size={20} />} onClick={onRetry}>
        {m.portal_location_help_retry()}
      </Button>
    </Stack>
  );
}
