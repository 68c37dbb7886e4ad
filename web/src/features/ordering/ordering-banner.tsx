import { Alert, Text } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { orderingBanner, type OrderingScope } from '@shop/contracts';
import { useOrderingStatus } from '@/features/content';
import { useLanguage } from '@/i18n/use-language';
import { localizeOrdering } from '@/i18n/messages';

/**
 * Tells customers which ordering services are switched off. A page scoped to one service only
 * mentions that service; nothing shows while everything the page covers is open. If the status
 * cannot be read the banner stays away: checkout makes the final call.
 */
export function OrderingBanner({ scope }: { scope: OrderingScope }) {
  const { data, isPending } = useOrderingStatus();
  useLanguage(); // re-renders the banner when the language changes

  if (isPending) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {localizeOrdering({ code: 'loading' })}
      </Text>
    );
  }
  if (!data) return null;

  const banner = orderingBanner(data, scope);
  if (!banner) return null;

  const isError = banner.severity === 'error';
  return (
    <Alert
      role="alert"
      color={isError ? 'red' : 'yellow'}
      variant="light"
      title={isError ? localizeOrdering({ code: 'master_off' }) : undefined}
      icon={isError ? <IconAlertCircle /> : <IconAlertTriangle />}
      data-severity={banner.severity}
    >
      {localizeOrdering(banner.text)}
    </Alert>
  );
}
