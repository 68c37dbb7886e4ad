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
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
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
  useLanguage();

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
            <Title order={5}>{m.common_footer_quickLinks()}</Title>
            <FooterLink to="/">{m.common_nav_home()}</FooterLink>
            <FooterLink to="/menu">{m.common_nav_menu()}</FooterLink>
            {!atBar && <FooterLink to="/merchandise">{m.common_nav_shopMerch()}</FooterLink>}
            <FooterLink to="/cart">{m.common_nav_cart()}</FooterLink>
          </Stack>
          {settings && (
            <Stack gap={6}>
              <Title order={5}>{m.common_footer_contact()}</Title>
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
              <Title order={5}>{m.common_footer_openingHours()}</Title>
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
            {m.common_footer_rights({ year, name: SITE.name })}
          </Text>
          <Group gap="md" component="nav" aria-label={m.common_footer_label()}>
            {!atBar && <FooterLink to="/about">{m.common_footer_aboutUs()}</FooterLink>}
            <FooterLink to="/terms">{m.common_footer_terms()}</FooterLink>
            {!atBar && <FooterLink to="/contact">{m.common_footer_contact()}</FooterLink>}
            <FooterLink to="/driver/login">{m.common_footer_driverPortal()}</FooterLink>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
