import { Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { useSettings } from '@/features/content';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { RestaurantMap } from './restaurant-map';

export default function ContactPage() {
  useLanguage();
  const { data: settings, isPending } = useSettings();

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{m.pages_contact_title()}</Title>
          <Text c="dimmed">{m.pages_contact_intro()}</Text>
        </Stack>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <ContactDetails settings={settings} isPending={isPending} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <ContactForm />
          </Grid.Col>
        </Grid>
        <RestaurantMap address={settings?.address} settingsPending={isPending} />
      </Stack>
    </Container>
  );
}
