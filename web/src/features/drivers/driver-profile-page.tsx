import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { useEffect } from 'react';
import {
  Alert,
  Button,
  Container,
  Paper,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { PasswordInput } from '@/components/form/password-input';
import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '@/lib/localized-resolver';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ChangePasswordInput, DriverProfileInput, type Driver } from '@shop/contracts';
import { CenteredLoader } from '@/components/feedback/centered-loader';
import { applyFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import {
  useChangePasswordMutation,
  useDriverProfileMutation,
  useDriverSession,
} from './account-api';
import { localizeMessage } from '@/i18n/messages';
import { DriverDetailField, useVehicleOptions } from './driver-details-fields';
import { PROFILE_PASSWORDS_DIFFER } from './repeated-password';
import './portal-styles';

/** /driver/profile: phone, vehicle, plate and password, one column with big controls. */
export default function DriverProfilePage() {
  const session = useDriverSession();
  useLanguage();
  if (session.isError && !session.data) {
    return (
      <Container size={480} py="md">
        <Alert color="red" title={m.portal_profile_couldNotLoad()}>
          {localizeMessage(session.error.message)}
        </Alert>
      </Container>
    );
  }
  if (!session.data) return <CenteredLoader />;
  const { driver, user } = session.data;
  return (
    <Container size={480} px="xs" py="md">
      <Stack>
        <Title order={2}>{m.portal_profile_title()}</Title>
        <Text size="sm" c="dimmed">
          {driver.fullName} · {user.username}
          {user.email ? ` · ${user.email}` : ''}
        </Text>
        <ProfileForm driver={driver} />
        <PasswordForm />
      </Stack>
    </Container>
  );
}

function ProfileForm({ driver }: { driver: Driver }) {
  const form = useForm<DriverProfileInput>({
    resolver: localized(zodResolver(DriverProfileInput)),
    defaultValues: {
      phone: driver.phone,
      vehicleType: driver.vehicleType,
      licensePlate: driver.licensePlate,
    },
  });
  const save = useDriverProfileMutation();
  useLanguage();
  const vehicleOptions = useVehicleOptions();
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset({
          phone: saved.phone,
          vehicleType: saved.vehicleType,
          licensePlate: saved.licensePlate,
        });
        notify.success(m.portal_profile_saved(), m.portal_profile_savedMessage());
      },
      onError: (error) => {
        applyFieldErrors(error, form.setError, ['phone', 'vehicleType', 'licensePlate']);
        notify.error(m.portal_profile_couldNotSave(), localizeMessage(error.message));
      },
    }),
  );
  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={3}>{m.portal_profile_details()}</Title>
          <DriverDetailField form={form} name="phone" texts="profile" size="lg" />
          <Controller
            control={form.control}
            name="vehicleType"
            render={({ field }) => (
              <Radio.Group
                label={m.portal_profile_vehicleType()}
                value={field.value}
                onChange={field.onChange}
              >
                <SimpleGrid cols={2} mt={6} spacing="xs">
                  {vehicleOptions.map(({ value, label }) => (
                    <Radio.Card key={value} value={value} p="md" radius="md">
                      <Group gap="sm" wrap="nowrap">
                        <Radio.Indicator />
                        <Text fw={500}>{label}</Text>
                      </Group>
                    </Radio.Card>
                  ))}
                </SimpleGrid>
              </Radio.Group>
            )}
          />
          <DriverDetailField form={form} name="licensePlate" texts="profile" size="lg" />
          <Button size="lg" type="submit" loading={save.isPending}>
            {m.portal_profile_save()}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

const PasswordFormSchema = ChangePasswordInput.extend({ confirm: z.string() }).refine(
  (v) => v.newPassword === v.confirm,
  PROFILE_PASSWORDS_DIFFER,
);
type PasswordValues = z.infer<typeof PasswordFormSchema>;

function PasswordForm() {
  const form = useForm<PasswordValues>({
    resolver: localized(zodResolver(PasswordFormSchema)),
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const change = useChangePasswordMutation();
  useLanguage();
  const { errors } = form.formState;
  useEffect(() => {
    if (change.isSuccess) form.reset();
  }, [change.isSuccess, form]);
  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (answer) =>
          notify.success(m.portal_profile_passwordChanged(), localizeMessage(answer.message)),
        onError: (error) => {
          applyFieldErrors(error, form.setError, ['currentPassword', 'newPassword']);
          notify.error(m.portal_profile_couldNotChange(), localizeMessage(error.message));
        },
      },
    ),
  );
  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={3}>{m.portal_profile_changePassword()}</Title>
          <PasswordInput
            size="lg"
            label={m.portal_profile_currentPassword()}
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <PasswordInput
            size="lg"
            label={m.portal_profile_newPassword()}
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <PasswordInput
            size="lg"
            label={m.portal_profile_repeat()}
            autoComplete="new-password"
            error={errors.confirm?.message}
            {...form.register('confirm')}
          />
          <Button size="lg" type="submit" loading={change.isPending}>
            {m.portal_profile_changePassword()}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
