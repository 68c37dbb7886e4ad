import { Anchor, Container, Divider, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useSettings } from '@/features/content/api';
import { CONTACT_EMAIL } from '@/features/contact/contact-details';
import { TERMS_SECTIONS } from './terms-sections';

const LAST_UPDATED = 'Nov 21, 2026';

function ContactInformation() {
  const { data: settings } = useSettings();
  return (
    <Stack component="section" gap="xs" aria-labelledby="terms-contact">
      <Title order={2} size="h4" id="terms-contact">
        Contact Information
      </Title>
      <Text>Questions about these terms? Get in touch with us:</Text>
      <Text component="div">
        <b>Italieno</b>
        {settings?.address && <Text style={{ whiteSpace: 'pre-line' }}>{settings.address}</Text>}
        {settings?.phone && <Text>Phone: {settings.phone}</Text>}
        <Text>
          E-mail: <Anchor href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Anchor>
        </Text>
      </Text>
      <Text>
        Or use the form on our{' '}
        <Anchor component={Link} to="/contact">
          contact page
        </Anchor>
        .
      </Text>
    </Stack>
  );
}

export default function TermsPage() {
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>Terms and Conditions</Title>
        <Text c="dimmed" size="sm">
          Last updated: {LAST_UPDATED}
        </Text>
        <Paper withBorder radius="md">
          <ScrollArea.Autosize mah="70vh" type="auto" offsetScrollbars>
            <Stack gap="xl" p="lg">
              {TERMS_SECTIONS.map((section, index) => (
                <Stack
                  key={section.title}
                  component="section"
                  gap="sm"
                  aria-labelledby={`terms-${index + 1}`}
                >
                  <Title order={2} size="h4" id={`terms-${index + 1}`}>
                    {index + 1}. {section.title}
                  </Title>
                  {section.body}
                </Stack>
              ))}
              <Divider />
              <ContactInformation />
            </Stack>
          </ScrollArea.Autosize>
        </Paper>
      </Stack>
    </Container>
  );
}
