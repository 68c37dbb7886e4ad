import { useEffect, useEffectEvent, useState } from 'react';
import {
  Anchor,
  Button,
  Checkbox,
  Container,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { LoginInput } from '@shop/contracts';
import { driverRegistrationErrorMessage } from '@/features/auth/auth-messages';
import { applyFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useDriverRegisterMutation } from './api';
import {
  DriverRegisterFormSchema,
  toDriverRegisterInput,
  VEHICLE_LABELS,
  type DriverRegisterFormOutput,
  type DriverRegisterFormValues,
} from './driver-register-form-schema';
import { useDriverSignIn } from './use-driver-sign-in';

/** The pause between a successful registration and the automatic login. */
const AUTO_LOGIN_DELAY_MS = 1000;

const vehicleOptions = Object.entries(VEHICLE_LABELS).map(([value, label]) => ({ value, label }));

export default function DriverRegisterPage() {
  const form = useForm<DriverRegisterFormValues, unknown, DriverRegisterFormOutput>({
    resolver: zodResolver(DriverRegisterFormSchema),
    defaultValues: {
      username: '',
      email: '',
      password: '',
      fullName: '',
      phone: '',
      vehicleType: 'bike',
      licensePlate: '',
      licenseNumber: '',
      agreementAccepted: false,
      digitalSignature: '',
    },
  });
  const { errors } = form.formState;
  const registration = useDriverRegisterMutation();
  const { signIn, isPending: signingIn } = useDriverSignIn();
  const [autoLogin, setAutoLogin] = useState<LoginInput | null>(null);

  const signInNow = useEffectEvent((credentials: LoginInput) => signIn(credentials));
  useEffect(() => {
    if (!autoLogin) return;
    const timer = setTimeout(() => signInNow(autoLogin), AUTO_LOGIN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autoLogin]);

  const submit = form.handleSubmit((values) =>
    registration.mutate(toDriverRegisterInput(values, new Date()), {
      onSuccess: () => {
        notify.success('Registration successful', 'Your driver account has been created');
        setAutoLogin({ username: values.username, password: values.password });
      },
      onError: (error) => {
        applyFieldErrors(error, form.setError, [
          'username',
          'email',
          'password',
          'fullName',
          'phone',
          'licensePlate',
          'licenseNumber',
          'digitalSignature',
        ]);
        notify.error('Registration failed', driverRegistrationErrorMessage(error));
      },
    }),
  );

  const busy = registration.isPending || autoLogin !== null || signingIn;
  return (
    <Container size={640} py="xl">
      <Paper withBorder shadow="sm" p="lg">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={2}>Driver Registration</Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Full name"
                autoComplete="name"
                error={errors.fullName?.message}
                {...form.register('fullName')}
              />
              <TextInput
                label="Email"
                type="email"
                autoComplete="email"
                error={errors.email?.message}
                {...form.register('email')}
              />
              <TextInput
                label="Username"
                autoComplete="username"
                error={errors.username?.message}
                {...form.register('username')}
              />
              <PasswordInput
                label="Password"
                autoComplete="new-password"
                error={errors.password?.message}
                {...form.register('password')}
              />
              <TextInput
                label="Phone"
                type="tel"
                autoComplete="tel"
                error={errors.phone?.message}
                {...form.register('phone')}
              />
              <Controller
                control={form.control}
                name="vehicleType"
                render={({ field }) => (
                  <Select
                    label="Vehicle type"
                    data={vehicleOptions}
                    allowDeselect={false}
                    value={field.value ?? 'bike'}
                    onChange={(value) => field.onChange(value ?? 'bike')}
                    onBlur={field.onBlur}
                    error={errors.vehicleType?.message}
                  />
                )}
              />
              <TextInput
                label="License plate"
                error={errors.licensePlate?.message}
                {...form.register('licensePlate')}
              />
              <TextInput
                label="Driver's license number"
                error={errors.licenseNumber?.message}
                {...form.register('licenseNumber')}
              />
            </SimpleGrid>
            <Checkbox
              label="I have read and accept the driver agreement"
              error={errors.agreementAccepted?.message}
              {...form.register('agreementAccepted')}
            />
            <TextInput
              label="Digital signature"
              description="Type your full name to sign the agreement"
              error={errors.digitalSignature?.message}
              {...form.register('digitalSignature')}
            />
            <Button type="submit" loading={busy}>
              Register
            </Button>
            <Text size="sm" ta="center">
              Already registered?{' '}
              <Anchor component={Link} to="/driver/login">
                Login
              </Anchor>
            </Text>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
