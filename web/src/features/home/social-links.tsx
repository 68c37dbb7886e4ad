import { ActionIcon, Group, Stack, Text, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandTiktok } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/react';

export const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/italieno', icon: IconBrandInstagram },
  { label: 'Facebook', href: 'https://www.facebook.com/italieno', icon: IconBrandFacebook },
  { label: 'TikTok', href: 'https://www.tiktok.com/@italieno', icon: IconBrandTiktok },
];

export function SocialLinks() {
  const { t } = useTranslation('shop');
  return (
    <Stack component="section" align="center" gap="sm" aria-labelledby="home-social">
      <Title order={2} id="home-social" size="h3">
        {t('home.followUs')}
      </Title>
      <Text c="dimmed" ta="center">
        {t('home.followText')}
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
            aria-label={t('home.socialOn', { network: label })}
          >
            <Icon size={22} />
          </ActionIcon>
        ))}
      </Group>
    </Stack>
  );
}
