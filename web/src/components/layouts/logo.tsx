import { Group, Image, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SITE } from '@/config/site';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

export function Logo() {
  useLanguage();
  return (
    <UnstyledButton component={Link} to="/" aria-label={m.common_nav_logoHome({ name: SITE.name })}>
      <Group gap={8} wrap="nowrap">
        <Image src="/favicon.svg" alt="" w={32} h={32} />
        <Text fw={700} size="xl" ff="heading" c="tomato.7">
          {SITE.name}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
