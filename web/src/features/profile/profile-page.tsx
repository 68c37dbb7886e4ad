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
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { Link } from 'react-router-dom';
import { defaultAddressQuery } from '@/features/addresses';
import { serverMessage } from '@/lib/error-text';
import { profileQuery } from '@/lib/profile-query';
import { EmailChangeForm } from './email-change-form';
import { MyDataCard } from './my-data-card';
import { PasswordForm } from './password-form';
import { ProfileDetailsForm } from './profile-details-form';
import { ProfileImageCard } from './profile-image-card';
import { PushDevices } from '@/pwa/push-devices';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder component="section" aria-labelledby={`profile-${id}`}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={`profile-${id}`}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** /profile: the signed-in user manages their account and their data. */
export default function ProfilePage() {
  useLanguage();
  const profile = useQuery(profileQuery);
  const defaultAddress = useQuery(defaultAddressQuery);

  if (profile.isPending) {
    return (
      <Center py="xl">
        <Loader role="progressbar" aria-label={m.account_profile_loading()} />
      </Center>
    );
  }
  if (profile.isError) {
    return (
      <Container size="sm" py="xl">
        <Text c="red">{serverMessage(profile.error, m.account_profile_loadFailed())}</Text>
      </Container>
    );
  }
  const me = profile.data;
  const address = defaultAddress.data;

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{m.account_profile_title()}</Title>
        <Section id="photo" title={m.account_profile_photo()}>
          <ProfileImageCard profile={me} />
        </Section>
        <Section id="account" title={m.account_profile_account()}>
          <TextInput label={m.account_profile_username()} value={me.username} readOnly disabled />
          <ProfileDetailsForm profile={me} />
        </Section>
        <Section id="default-delivery-address" title={m.account_profile_defaultAddress()}>
          {address ? (
            <Text size="sm">
              {address.streetAddress}, {address.zipCode} {address.city}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {m.account_profile_noAddress()}
            </Text>
          )}
          <Anchor component={Link} to="/addresses" size="sm">
            {m.account_profile_manageAddresses()}
          </Anchor>
        </Section>
        <Section id="e-mail-address" title={m.account_profile_emailAddress()}>
          <EmailChangeForm profile={me} />
        </Section>
        <Section id="password" title={m.account_profile_password()}>
          <PasswordForm />
        </Section>
        <Section id="push-devices" title={m.push_devices_title()}>
          <PushDevices />
        </Section>
        <Section id="my-data" title={m.account_profile_myData()}>
          <MyDataCard profile={me} />
        </Section>
      </Stack>
    </Container>
  );
}
