import {
  Anchor,
  Box,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconBrandInstagram } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router-dom';
import { SITE } from '@/config/site';
import { useSettings } from '@/features/content';
import { amsterdamYear } from '@/i18n/amsterdam-clock';
import { LanguageSwitch } from '@/features/language';
import { telHref } from '@/lib/phone';

// Below the fold and shown once the settings have come: loaded with them, not with the shell,
// since reading the hours takes their schema and so zod (docs/performance.md, "Speed").
const OpeningHoursList = lazy(() =>
  import('./opening-hours').then((module) => ({ default: module.OpeningHoursList })),
);

function FooterLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" c="dimmed">
      {children}
    </Anchor>
  );
}

export function Footer({ atBar }: { atBar: boolean }) {
  const { data: settings } = useSettings();
  const year = amsterdamYear();
  const { t } = useTranslation();

  return (
    <Box
      component="footer"
      bg="gray.0"
      py="xl"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: atBar ? 3 : 4 }} spacing="xl">
          <Stack gap={6}>
            <Title order={4}>{SITE.name}</Title>
            {settings && <Text size="sm">{settings.address}</Text>}
            <Anchor href={SITE.social.href} target="_blank" rel="noopener noreferrer" size="sm">
              <Group gap={4} component="span">
                <IconBrandInstagram size={16} />
                {SITE.social.label}
              </Group>
            </Anchor>
          </Stack>
          <Stack gap={6}>
            <Title order={5}>{t('footer.quickLinks')}</Title>
            <FooterLink to="/">{t('nav.home')}</FooterLink>
            <FooterLink to="/menu">{t('nav.menu')}</FooterLink>
            {!atBar && <FooterLink to="/merchandise">{t('nav.shopMerch')}</FooterLink>}
            <FooterLink to="/cart">{t('nav.cart')}</FooterLink>
          </Stack>
          {settings && (
            <Stack gap={6}>
              <Title order={5}>{t('footer.contact')}</Title>
              <Anchor href={telHref(settings.phone)} size="sm">
                {settings.phone}
              </Anchor>
              <Anchor href={`mailto:${settings.email}`} size="sm">
                {settings.email}
              </Anchor>
            </Stack>
          )}
          {settings && !atBar && (
            <Stack gap={6}>
              <Title order={5}>{t('footer.openingHours')}</Title>
              <Suspense fallback={null}>
                <OpeningHoursList openingHours={settings.openingHours} />
              </Suspense>
            </Stack>
          )}
        </SimpleGrid>
        <Divider my="lg" />
        <Group justify="flex-end" mb="sm">
          <LanguageSwitch />
        </Group>
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t('footer.rights', { year, name: SITE.name })}
          </Text>
          <Group gap="md" component="nav" aria-label={t('footer.label')}>
            {!atBar && <FooterLink to="/about">{t('footer.aboutUs')}</FooterLink>}
            <FooterLink to="/terms">{t('footer.terms')}</FooterLink>
            {!atBar && <FooterLink to="/contact">{t('footer.contact')}</FooterLink>}
            <FooterLink to="/driver/login">{t('footer.driverPortal')}</FooterLink>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
