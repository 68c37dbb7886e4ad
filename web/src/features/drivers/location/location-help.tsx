import { Button, List, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/** How to let the portal read the position, on the two phones drivers use. */
export function LocationHelp({ onRetry }: { onRetry: () => void }) {
  return (
    <Stack gap="sm" aria-label="How to turn on location">
      <div>
        <Title order={3} size="h5">
          iPhone (Safari)
        </Title>
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>
            Open Settings › Privacy &amp; Security › Location Services and turn it on.
          </List.Item>
          <List.Item>
            In that list open Safari Websites, choose “While Using the App” and turn on Precise
            Location.
          </List.Item>
          <List.Item>
            Back in Safari, tap “aA” left of the address › Website Settings › Location › Allow.
          </List.Item>
        </List>
      </div>
      <div>
        <Title order={3} size="h5">
          Android (Chrome)
        </Title>
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>Swipe down from the top of the screen and turn Location on.</List.Item>
          <List.Item>
            In Chrome, tap the icon left of the address › Permissions › Location › Allow.
          </List.Item>
        </List>
      </div>
      <Text size="sm">Then come back here and try again.</Text>
      <Button size="lg" fullWidth leftSection={<IconRefresh size={20} />} onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
