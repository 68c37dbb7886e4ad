import type { ReactNode } from 'react';
import {
  Anchor,
  Card,
  Center,
  Container,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { defaultAddressQuery } from '@/features/addresses/api';
import { serverMessage } from '@/features/location/error-text';
import { profileQuery } from './api';
import { EmailChangeForm } from './email-change-form';
import { MyDataCard } from './my-data-card';
import { PasswordForm } from './password-form';
import { ProfileDetailsForm } from './profile-details-form';
import { ProfileImageCard } from './profile-image-card';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `profile-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card withBorder component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** /profile: the signed-in user manages their account and their data. */
export default function ProfilePage() {
  const profile = useQuery(profileQuery);
  const defaultAddress = useQuery(defaultAddressQuery);

  if (profile.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading profile" />
      </Center>
    );
  }
  if (profile.isError) {
    return (
      <Container size="sm" py="xl">
        <Text c="red">{serverMessage(profile.error, 'Could not load your profile.')}</Text>
      </Container>
    );
  }
  const me = profile.data;
  const address = defaultAddress.data;

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>My Profile</Title>
        <Section title="Photo">
          <ProfileImageCard profile={me} />
        </Section>
        <Section title="Account">
          <TextInput label="Username" value={me.username} readOnly disabled />
          <ProfileDetailsForm profile={me} />
        </Section>
        <Section title="Default delivery address">
          {address ? (
            <Text size="sm">
              {address.streetAddress}, {address.zipCode} {address.city}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              No saved address yet.
            </Text>
          )}
          <Anchor component={Link} to="/addresses" size="sm">
            Manage my addresses
          </Anchor>
        </Section>
        <Section title="E-mail address">
          <EmailChangeForm profile={me} />
        </Section>
        <Section title="Password">
          <PasswordForm />
        </Section>
        <Section title="My data">
          <MyDataCard profile={me} />
        </Section>
      </Stack>
    </Container>
  );
}
