import type { ReactNode } from 'react';
import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { localizeMessage } from '@/i18n/messages';

interface AccountRecoveryCardProps {
  title: string;
  children: ReactNode;
  /** The links under the card's content, back to the login and the like. */
  links: ReactNode;
}

/** The narrow card of the pages that get a driver back into a lost account. */
export function AccountRecoveryCard({ title, children, links }: AccountRecoveryCardProps) {
  return (
    <Container size={420} px="xs" py="xl">
      <Paper withBorder shadow="sm" p="lg">
        <Stack>
          <Title order={2}>{title}</Title>
          {children}
          <Text size="sm" ta="center">
            {links}
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}

interface RecoverySubmitProps {
  label: string;
  pending: boolean;
  /** The request's failure, shown above the button so the driver can try again. */
  error: Error | null;
  errorTitle: string;
}

/** The failure of the last attempt, if any, then the big submit button. */
export function RecoverySubmit({ label, pending, error, errorTitle }: RecoverySubmitProps) {
  return (
    <>
      {error ? (
        <Alert color="red" title={errorTitle}>
          {localizeMessage(error.message)}
        </Alert>
      ) : null}
      <Button size="lg" type="submit" loading={pending}>
        {label}
      </Button>
    </>
  );
}
