import { Text } from '@mantine/core';
import { localizeMessage } from '@/i18n/messages';

/** Why a page's data did not load, in the back office's language; nothing while it did. */
export function LoadError({ error }: { error: Error | null }) {
  return error ? (
    <Text c="red" role="alert">
      {localizeMessage(error.message)}
    </Text>
  ) : null;
}
