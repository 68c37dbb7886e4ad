import { ActionIcon, Group, Stack, Text, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandTiktok } from '@tabler/icons-react';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

export const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/italieno', icon: IconBrandInstagram },
  { label: 'Facebook', href: 'https://www.facebook.com/italieno', icon: IconBrandFacebook },
  { label: 'TikTok', href: 'https://www.tiktok.com/@italieno', icon: IconBrandTiktok },
];

export function SocialLinks() {
  useLanguage();
  return (
    <Stack component="section" align="center" gap="sm" aria-labelledby="home-social">
      <Title order={2} id="home-social" size="h3">
        {m.shop_home_followUs()}
      </Title>
      <Text c="dimmed" ta="center">
        {m.shop_home_followText()}
      </Text>
      <Group gap="md">
        {SOCIAL_LINKS.map(({ label, href, icon: Icon }) => (
          <ActionIcon
            key={label}
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            size="xl"
            radius="xl"
            variant="light"
            aria-label={m.shop_home_socialOn({ network: label })}
          >
            <Icon size={22} />
          </ActionIcon>
        ))}
      </Group>
    </Stack>
  );
}
