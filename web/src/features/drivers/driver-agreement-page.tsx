import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
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
import { localizeMessage, localizeValidationMessage } from '@/i18n/messages';
import { formatDayTime } from './portal-format';
import { notify } from '@/lib/notify';
import { driverAgreementQuery, useDriverSession, useSignAgreementMutation } from './account-api';
import { AgreementCheckboxes, AgreementText, SignatureImage } from './agreement-parts';
import { SignatureField } from './signature-field';
import './portal-styles';

/** /driver/agreement: the agreement the driver signed, and signing a new version. */
export default function DriverAgreementPage() {
  const session = useDriverSession();
  const agreement = useQuery({ ...driverAgreementQuery, enabled: session.isSuccess });
  useLanguage();
  if (agreement.isError) {
    return (
      <Container size={720} py="md">
        <Alert color="red" title={m.portal_agreement_couldNotLoad()}>
          {localizeMessage(agreement.error.message)}
        </Alert>
      </Container>
    );
  }
  if (!agreement.data) return <CenteredLoader />;
  const { signed, needsSignature } = agreement.data;
  return (
    <Container size={720} px="xs" py="md">
      <Stack>
        <Title order={2}>{m.portal_agreement_title()}</Title>
        {needsSignature ? (
          <SignNewVersion status={agreement.data} />
        ) : (
          <Paper withBorder p="sm">
            <Stack gap="xs">
              <Group gap="xs">
                <Badge color="green">{m.portal_agreement_signed()}</Badge>
                <Text size="sm">
                  {m.portal_agreement_signedVersion({ version: signed.version ?? '' })}
                </Text>
              </Group>
              {signed.signedAt ? (
                <Text size="sm">
                  {m.portal_agreement_signedOn({ date: formatDayTime(signed.signedAt) })}
                </Text>
              ) : null}
              {signed.signerName ? (
                <Text size="sm">{m.portal_agreement_signedBy({ name: signed.signerName })}</Text>
              ) : null}
              {signed.signatureSvg ? (
                <SignatureImage
                  svg={signed.signatureSvg}
                  alt={m.portal_agreement_yourSignature()}
                />
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
  useLanguage();

  const submit = () => {
    const missing = missingAgreementCheckboxes(boxes);
    const found = {
      ...(missing.length > 0 ? { boxes: m.portal_agreement_pleaseTick({ box: missing[0]! }) } : {}),
      ...(name.trim().length < 2 ? { name: m.portal_agreement_typeFullName() } : {}),
      ...(signature ? {} : { signature: localizeValidationMessage(EMPTY_SIGNATURE) }),
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
        onSuccess: () =>
          notify.success(
            m.portal_agreement_done(),
            m.portal_agreement_version({ version: DRIVER_AGREEMENT_VERSION }),
          ),
        onError: (error) =>
          notify.error(m.portal_agreement_couldNotSign(), localizeMessage(error.message)),
      },
    );
  };

  return (
    <Stack>
      <Alert color="yellow" title={m.portal_agreement_changed()}>
        {status.signed.version
          ? m.portal_agreement_signNewer({
              signed: status.signed.version,
              current: status.current.version,
            })
          : m.portal_agreement_signCurrent({ current: status.current.version })}
      </Alert>
      <AgreementText />
      <AgreementCheckboxes value={boxes} onChange={setBoxes} error={errors.boxes} />
      <TextInput
        size="md"
        label={m.portal_register_signatureName()}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={errors.name}
      />
      <SignatureField onChange={setSignature} error={errors.signature} />
      <Button size="lg" onClick={submit} loading={sign.isPending}>
        {m.portal_agreement_sign()}
      </Button>
    </Stack>
  );
}
