import type { ReactNode } from 'react';
import { Anchor, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import type { Settings } from '@shop/contracts';
import { OpeningHoursList } from './opening-hours-list';
import { telHref } from '@/lib/phone';

export const CONTACT_EMAIL = 'info@italieno.nl';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden>
        {icon}
      </ThemeIcon>
      <div style={{ flex: 1 }}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {children}
      </div>
    </Group>
  );
}

interface Props {
  settings: Settings | undefined;
  isPending: boolean;
}

/** Address and phone come from the shop's settings; without them the other details still show. */
export function ContactDetails({ settings, isPending }: Props) {
  useLanguage();
  const loading = <Skeleton h={18} mt={4} w="80%" />;
  return (
    <Card withBorder padding="lg">
      <Stack gap="lg">
        <Title order={2} size="h3">
          {m.pages_contact_getInTouch()}
        </Title>
        {(isPending || settings) && (
          <Row icon={<IconMapPin size={18} />} label={m.pages_contact_address()}>
            {settings ? (
              <Text style={{ whiteSpace: 'pre-line' }}>{settings.address}</Text>
            ) : (
              loading
            )}
          </Row>
        )}
        {(isPending || settings) && (
          <Row icon={<IconPhone size={18} />} label={m.pages_contact_phone()}>
            {settings ? <Anchor href={telHref(settings.phone)}>{settings.phone}</Anchor> : loading}
          </Row>
        )}
        <Row icon={<IconMail size={18} />} label={m.pages_contact_email()}>
          <Anchor href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Anchor>
        </Row>
        <Row icon={<IconClock size={18} />} label={m.pages_contact_openingHours()}>
          {isPending ? loading : <OpeningHoursList openingHours={settings?.openingHours} />}
        </Row>
      </Stack>
    </Card>
  );
}
