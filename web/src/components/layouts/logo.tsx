import { Group, Image, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SITE } from '@/config/site';

export function Logo() {
  return (
    <UnstyledButton component={Link} to="/" aria-label={`${SITE.name} home`}>
      <Group gap={8} wrap="nowrap">
        <Image src="/favicon.svg" alt="" w={32} h={32} />
        <Text fw={700} size="xl" ff="heading" c="tomato.7">
          {SITE.name}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
