import type { FormEventHandler, ReactNode } from 'react';
import { Button, Container, Paper, Stack, TextInput, Title } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { PasswordInput } from './password-input';

/** What a sign-in page asks for. */
export interface SignInFields {
  username: string;
  password: string;
}

/** The parts of the card that have a text. */
export type SignInText = 'title' | 'username' | 'password' | 'submit';

export interface SignInCardProps {
  /** Each of the card's texts from the page's own namespace (`login.<part>` in both). */
  text: (part: SignInText) => string;
  register: UseFormRegister<SignInFields>;
  errors: FieldErrors<SignInFields>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  /** Under the button, e.g. the driver portal's links to register and to reset a password. */
  children?: ReactNode;
}

/**
 * A sign-in page's form on its card: the back office's and the driver portal's. The page keeps
 * its own form state and schema, and what signing in does.
 */
export function SignInCard({
  text,
  register,
  errors,
  onSubmit,
  pending,
  children,
}: SignInCardProps) {
  return (
    <Container size={420} py="xl">
      <Paper withBorder shadow="sm" p="lg">
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <Title order={2}>{text('title')}</Title>
            <TextInput
              label={text('username')}
              autoComplete="username"
              error={errors.username?.message}
              {...register('username')}
            />
            <PasswordInput
              label={text('password')}
              autoComplete="current-password"
              error={errors.password?.message}
              {...register('password')}
            />
            <Button type="submit" loading={pending}>
              {text('submit')}
            </Button>
            {children}
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
