import { Avatar } from '@mantine/core';
import type { User } from '@shop/contracts';
import { initials } from './nav-links';

export function UserAvatar({ user, size = 'md' }: { user: User; size?: 'sm' | 'md' | 'xl' }) {
  return (
    <Avatar src={user.profileImage} alt={user.username} color="tomato" radius="xl" size={size}>
      {initials(user.username)}
    </Avatar>
  );
}
