import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { useEffect, useEffectEvent, useState } from 'react';
import {
  Anchor,
  Button,
  Checkbox,
  Container,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { PasswordInput } from '@/components/form/password-input';
import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '@/lib/localized-resolver';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { LoginInput } from '@shop/contracts';
import { driverRegistrationErrorMessage } from '@/features/auth/lazy';
import { ApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useDriverRegisterMutation } from './api';
import { AgreementCheckboxes, AgreementText } from './agreement-parts';
import {
  DETAIL_FIELDS,
  DriverRegisterFormSchema,
  toDriverRegisterInput,
  type DriverRegisterFormOutput,
  type DriverRegisterFormValues,
} from './driver-register-form-schema';
import { DriverDetailField, useVehicleOptions } from './driver-details-fields';
import { SignatureField } from './signature-field';
import { useDriverSignIn } from './use-driver-sign-in';

/** The pause between a successful registration and the automatic login. */
export const AUTO_LOGIN_DELAY_MS = 1000;

/** /driver/register: the driver's details, then the agreement to read, tick and sign. */
export default function DriverRegisterPage() {
  const form = useForm<DriverRegisterFormValues, unknown, DriverRegisterFormOutput>({
    resolver: localized(zodResolver(DriverRegisterFormSchema)),
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
      agreementCheckboxes: {},
      signature: null,
    },
  });
  const { errors } = form.formState;
  const [step, setStep] = useState(0);
  const registration = useDriverRegisterMutation();
  const { signIn, isPending: signingIn } = useDriverSignIn();
  const [autoLogin, setAutoLogin] = useState<LoginInput | null>(null);
  useLanguage();
  const vehicleOptions = useVehicleOptions();

  const signInNow = useEffectEvent((credentials: LoginInput) => signIn(credentials));
  useEffect(() => {
    if (!autoLogin) return;
    const timer = setTimeout(() => signInNow(autoLogin), AUTO_LOGIN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autoLogin]);

  const next = async () => {
    if (await form.trigger(DETAIL_FIELDS)) {
      // The typed signature starts as the name just entered; the driver may correct it.
      if (!form.getValues('digitalSignature')) {
        form.setValue('digitalSignature', form.getValues('fullName'));
      }
      setStep(1);
    }
  };

  const submit = form.handleSubmit((values) =>
    registration.mutate(toDriverRegisterInput(values, new Date()), {
      onSuccess: () => {
        notify.success(m.portal_register_success(), m.portal_register_successMessage());
        setAutoLogin({ username: values.username, password: values.password });
      },
      onError: (error) => {
        applyFieldErrors(error, form.setError, [...DETAIL_FIELDS, 'digitalSignature']);
        // A taken username or address is fixed on the first step.
        if (error instanceof ApiError && error.status === 409 && !/agreement/.test(error.message)) {
          setStep(0);
        }
        notify.error(m.portal_register_failed(), driverRegistrationErrorMessage(error));
      },
    }),
  );

  const busy = registration.isPending || autoLogin !== null || signingIn;
  return (
    <Container size={720} px="xs" py="md">
      <Paper withBorder shadow="sm" p={{ base: 'sm', sm: 'lg' }}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={2}>{m.portal_register_title()}</Title>
            <Stepper active={step} size="sm" allowNextStepsSelect={false} onStepClick={setStep}>
              <Stepper.Step label={m.portal_register_stepDetails()}>
                <Stack mt="md">
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <TextInput
                      size="md"
                      label={m.portal_register_fullName()}
                      autoComplete="name"
                      error={errors.fullName?.message}
                      {...form.register('fullName')}
                    />
                    <TextInput
                      size="md"
                      label={m.portal_register_email()}
                      type="email"
                      autoComplete="email"
                      error={errors.email?.message}
                      {...form.register('email')}
                    />
                    <TextInput
                      size="md"
                      label={m.portal_register_username()}
                      autoComplete="username"
                      error={errors.username?.message}
                      {...form.register('username')}
                    />
                    <PasswordInput
                      size="md"
                      label={m.portal_register_password()}
                      autoComplete="new-password"
                      error={errors.password?.message}
                      {...form.register('password')}
                    />
                    <DriverDetailField form={form} name="phone" texts="register" size="md" />
                    <Controller
                      control={form.control}
                      name="vehicleType"
                      render={({ field }) => (
                        <Select
                          size="md"
                          label={m.portal_register_vehicleType()}
                          data={vehicleOptions}
                          allowDeselect={false}
                          value={field.value ?? 'bike'}
                          onChange={(value) => field.onChange(value ?? 'bike')}
                          onBlur={field.onBlur}
                          error={errors.vehicleType?.message}
                        />
                      )}
                    />
                    <DriverDetailField form={form} name="licensePlate" texts="register" size="md" />
                    <TextInput
                      size="md"
                      label={m.portal_register_licenseNumber()}
                      error={errors.licenseNumber?.message}
                      {...form.register('licenseNumber')}
                    />
                  </SimpleGrid>
                  <Button size="lg" onClick={() => void next()}>
                    {m.portal_register_next()}
                  </Button>
                </Stack>
              </Stepper.Step>
              <Stepper.Step label={m.portal_register_stepAgreement()}>
                <Stack mt="md">
                  <AgreementText />
                  <Controller
                    control={form.control}
                    name="agreementCheckboxes"
                    render={({ field, fieldState }) => (
                      <AgreementCheckboxes
                        value={field.value ?? {}}
                        onChange={field.onChange}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                  <TextInput
                    size="md"
                    label={m.portal_register_signatureName()}
                    description={m.portal_register_signatureNameHelp()}
                    error={errors.digitalSignature?.message}
                    {...form.register('digitalSignature')}
                  />
                  <Controller
                    control={form.control}
                    name="signature"
                    render={({ field }) => (
                      <SignatureField onChange={field.onChange} error={errors.signature?.message} />
                    )}
                  />
                  <Checkbox
                    size="md"
                    label={m.portal_register_accept()}
                    error={errors.agreementAccepted?.message}
                    {...form.register('agreementAccepted')}
                  />
                  <Button size="lg" type="submit" loading={busy}>
                    {m.portal_register_submit()}
                  </Button>
                  <Button size="lg" variant="default" onClick={() => setStep(0)} disabled={busy}>
                    {m.portal_register_back()}
                  </Button>
                </Stack>
              </Stepper.Step>
            </Stepper>
            <Text size="sm" ta="center">
              {m.portal_register_already()}{' '}
              <Anchor component={Link} to="/driver/login">
                {m.portal_register_login()}
              </Anchor>
            </Text>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
