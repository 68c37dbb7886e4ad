import { Anchor, Container, Divider, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@/i18n/react';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { Link } from 'react-router-dom';
import { useSettings } from '@/features/content';
import { CONTACT_EMAIL } from '@/features/contact';
import { formatDay } from '@/i18n/format';
import { TermsSections } from './terms-sections';

/** When the terms last changed: 'Nov 21, 2026', in Dutch '21 nov 2026'. */
const LAST_UPDATED = new Date(Date.UTC(2026, 10, 21, 12));

function ContactInformation() {
  useLanguage();
  const { data: settings } = useSettings();
  return (
    <Stack component="section" gap="xs" aria-labelledby="terms-contact">
      <Title order={2} size="h4" id="terms-contact">
        {m.pages_terms_contactTitle()}
      </Title>
      <Text>{m.pages_terms_contactIntro()}</Text>
      <Text component="div">
        <b>Italieno</b>
        {settings?.address && <Text style={{ whiteSpace: 'pre-line' }}>{settings.address}</Text>}
        {settings?.phone && <Text>{m.pages_terms_phone({ phone: settings.phone })}</Text>}
        <Text>
          {m.pages_terms_email()} <Anchor href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Anchor>
        </Text>
      </Text>
      <Text>
        <Trans
          text={m.pages_terms_contactForm()}
          components={{ a: <Anchor component={Link} to="/contact" /> }}
        />
      </Text>
    </Stack>
  );
}

export default function TermsPage() {
  useLanguage();
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{m.pages_terms_title()}</Title>
        <Text c="dimmed" size="sm">
          {m.pages_terms_lastUpdated({ date: formatDay(LAST_UPDATED) })}
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
