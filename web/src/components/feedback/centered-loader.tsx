import { Center, Loader } from '@mantine/core';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

/** The spinner a page shows while it waits for the signed-in user or its code. */
export function CenteredLoader() {
  useLanguage();
  return (
    <Center mih="50vh" role="status" aria-label={m.common_status_loading()}>
      <Loader />
    </Center>
  );
}
