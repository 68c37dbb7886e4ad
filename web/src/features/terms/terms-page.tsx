import { Anchor, Container, Divider, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from '@/i18n/react';
import { Link } from 'react-router-dom';
import { useSettings } from '@/features/content';
import { CONTACT_EMAIL } from '@/features/contact';
import { formatDay } from '@/i18n/format';
import { TermsSections } from './terms-sections';

/** When the terms last changed: 'Nov 21, 2026', in Dutch '21 nov 2026'. */
const LAST_UPDATED = new Date(Date.UTC(2026, 10, 21, 12));

function ContactInformation() {
  const { t } = useTranslation('pages');
  const { data: settings } = useSettings();
  return (
    <Stack component="section" gap="xs" aria-labelledby="terms-contact">
      <Title order={2} size="h4" id="terms-contact">
        {t('terms.contactTitle')}
      </Title>
      <Text>{t('terms.contactIntro')}</Text>
      <Text component="div">
        <b>Italieno</b>
        {settings?.address && <Text style={{ whiteSpace: 'pre-line' }}>{settings.address}</Text>}
        {settings?.phone && <Text>{t('terms.phone', { phone: settings.phone })}</Text>}
        <Text>
          {t('terms.email')} <Anchor href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Anchor>
        </Text>
      </Text>
      <Text>
        <Trans
          t={t}
          i18nKey="terms.contactForm"
          components={{ a: <Anchor component={Link} to="/contact" /> }}
        />
      </Text>
    </Stack>
  );
}

export default function TermsPage() {
  const { t } = useTranslation('pages');
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('terms.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('terms.lastUpdated', { date: formatDay(LAST_UPDATED) })}
        </Text>
        <Paper withBorder radius="md">
          <ScrollArea.Autosize mah="70vh" type="auto" offsetScrollbars>
            <Stack gap="xl" p="lg">
              <TermsSections />
              <Divider />
              <ContactInformation />
            </Stack>
          </ScrollArea.Autosize>
        </Paper>
      </Stack>
    </Container>
  );
}
