import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  DRIVER_AGREEMENT_VERSION,
  EMPTY_SIGNATURE,
  missingAgreementCheckboxes,
  type DriverAgreementStatus,
  type SignatureInput,
} from '@shop/contracts';
import { CenteredLoader } from '@/components/feedback/centered-loader';
import { formatDateTime } from '@/features/orders/order-format';
import { notify } from '@/lib/notify';
import { driverAgreementQuery, useDriverSession, useSignAgreementMutation } from './account-api';
import { AgreementCheckboxes, AgreementText, SignatureImage } from './agreement-parts';
import { SignatureField } from './signature-field';

/** /driver/agreement: the agreement the driver signed, and signing a new version. */
export default function DriverAgreementPage() {
  const session = useDriverSession();
  const agreement = useQuery({ ...driverAgreementQuery, enabled: session.isSuccess });
  if (agreement.isError) {
    return (
      <Container size={720} py="md">
        <Alert color="red" title="Could not load the agreement">
          {agreement.error.message}
        </Alert>
      </Container>
    );
  }
  if (!agreement.data) return <CenteredLoader />;
  const { signed, needsSignature } = agreement.data;
  return (
    <Container size={720} px="xs" py="md">
      <Stack>
        <Title order={2}>Driver Agreement</Title>
        {needsSignature ? (
          <SignNewVersion status={agreement.data} />
        ) : (
          <Paper withBorder p="sm">
            <Stack gap="xs">
              <Group gap="xs">
                <Badge color="green">Signed</Badge>
                <Text size="sm">Agreement version {signed.version}</Text>
              </Group>
              {signed.signedAt ? (
                <Text size="sm">Signed on {formatDateTime(signed.signedAt)}</Text>
              ) : null}
              {signed.signerName ? <Text size="sm">Signed by {signed.signerName}</Text> : null}
              {signed.signatureSvg ? (
                <SignatureImage svg={signed.signatureSvg} alt="Your signature" />
              ) : null}
            </Stack>
          </Paper>
        )}
        {needsSignature ? null : <AgreementText height={520} />}
      </Stack>
    </Container>
  );
}

/** The current version to read, tick and sign, when the driver signed an older one. */
function SignNewVersion({ status }: { status: DriverAgreementStatus }) {
  const [boxes, setBoxes] = useState<Record<string, boolean>>({});
  const [name, setName] = useState(status.signed.signerName ?? '');
  const [signature, setSignature] = useState<SignatureInput | null>(null);
  const [errors, setErrors] = useState<{ boxes?: string; name?: string; signature?: string }>({});
  const sign = useSignAgreementMutation();

  const submit = () => {
    const missing = missingAgreementCheckboxes(boxes);
    const found = {
      ...(missing.length > 0 ? { boxes: `Please tick: ${missing[0]}` } : {}),
      ...(name.trim().length < 2 ? { name: 'Please type your full name' } : {}),
      ...(signature ? {} : { signature: EMPTY_SIGNATURE }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0 || !signature) return;
    sign.mutate(
      {
        agreementVersion: DRIVER_AGREEMENT_VERSION,
        agreementCheckboxes: boxes,
        digitalSignature: name.trim(),
        signature,
      },
      {
        onSuccess: () => notify.success('Agreement signed', `Version ${DRIVER_AGREEMENT_VERSION}`),
        onError: (error) => notify.error('Could not sign the agreement', error.message),
      },
    );
  };

  return (
    <Stack>
      <Alert color="yellow" title="The agreement has changed">
        {status.signed.version
          ? `You signed version ${status.signed.version}. Please read and sign version ${status.current.version}.`
          : `Please read and sign version ${status.current.version}.`}
      </Alert>
      <AgreementText />
      <AgreementCheckboxes value={boxes} onChange={setBoxes} error={errors.boxes} />
      <TextInput
        size="md"
        label="Full name as signature"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={errors.name}
      />
      <SignatureField onChange={setSignature} error={errors.signature} />
      <Button size="lg" onClick={submit} loading={sign.isPending}>
        Sign agreement
      </Button>
    </Stack>
  );
}
