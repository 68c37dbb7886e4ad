import { useTranslation } from '@/i18n/react';
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
  const { t } = useTranslation('portal');
  if (agreement.isError) {
    return (
      <Container size={720} py="md">
        <Alert color="red" title={t('agreement.couldNotLoad')}>
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
        <Title order={2}>{t('agreement.title')}</Title>
        {needsSignature ? (
          <SignNewVersion status={agreement.data} />
        ) : (
          <Paper withBorder p="sm">
            <Stack gap="xs">
              <Group gap="xs">
                <Badge color="green">{t('agreement.signed')}</Badge>
                <Text size="sm">{t('agreement.signedVersion', { version: signed.version })}</Text>
              </Group>
              {signed.signedAt ? (
                <Text size="sm">
                  {t('agreement.signedOn', { date: formatDayTime(signed.signedAt) })}
                </Text>
              ) : null}
              {signed.signerName ? (
                <Text size="sm">{t('agreement.signedBy', { name: signed.signerName })}</Text>
              ) : null}
              {signed.signatureSvg ? (
                <SignatureImage svg={signed.signatureSvg} alt={t('agreement.yourSignature')} />
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
  const { t } = useTranslation('portal');

  const submit = () => {
    const missing = missingAgreementCheckboxes(boxes);
    const found = {
      ...(missing.length > 0 ? { boxes: t('agreement.pleaseTick', { box: missing[0] }) } : {}),
      ...(name.trim().length < 2 ? { name: t('agreement.typeFullName') } : {}),
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
            t('agreement.done'),
            t('agreement.version', { version: DRIVER_AGREEMENT_VERSION }),
          ),
        onError: (error) =>
          notify.error(t('agreement.couldNotSign'), localizeMessage(error.message)),
      },
    );
  };

  return (
    <Stack>
      <Alert color="yellow" title={t('agreement.changed')}>
        {status.signed.version
          ? t('agreement.signNewer', {
              signed: status.signed.version,
              current: status.current.version,
            })
          : t('agreement.signCurrent', { current: status.current.version })}
      </Alert>
      <AgreementText />
      <AgreementCheckboxes value={boxes} onChange={setBoxes} error={errors.boxes} />
      <TextInput
        size="md"
        label={t('register.signatureName')}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={errors.name}
      />
      <SignatureField onChange={setSignature} error={errors.signature} />
      <Button size="lg" onClick={submit} loading={sign.isPending}>
        {t('agreement.sign')}
      </Button>
    </Stack>
  );
}
