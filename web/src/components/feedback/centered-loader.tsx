import { Center, Loader } from '@mantine/core';
import { useTranslation } from '@/i18n/react';

/** The spinner a page shows while it waits for the signed-in user or its code. */
export function CenteredLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh" role="status" aria-label={t('status.loading')}>
      <Loader />
    </Center>
  );
}
