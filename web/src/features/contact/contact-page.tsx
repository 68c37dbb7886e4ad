import { Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/i18n/react';
import { useSettings } from '@/features/content';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { RestaurantMap } from './restaurant-map';

export default function ContactPage() {
  const { t } = useTranslation('pages');
  const { data: settings, isPending } = useSettings();

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('contact.title')}</Title>
          <Text c="dimmed">{t('contact.intro')}</Text>
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
