import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { useRef, useState } from 'react';
import { Alert, Button, FileButton, PinInput, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { DELIVERY_PHOTO_MAX_BYTES, type DriverJob } from '@shop/contracts';
import { localizeMessage } from '@/i18n/messages';
import { ApiError } from '@/lib/api-client';
import { useDeliverWithCode, useDeliverWithPhoto } from './api';

/**
 * Proof of delivery: the 4-digit code the customer reads from their tracking page, or, when
 * nobody opens the door or answers the phone, a photo of the food where it was left.
 */
export function DeliverPanel({ job }: { job: DriverJob }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  const withCode = useDeliverWithCode();
  const withPhoto = useDeliverWithPhoto();
  const resetPhoto = useRef<() => void>(null);
  useLanguage();
  // Without a network nothing was checked: the code stays for the next try.
  const noNetwork = (e: Error) => e instanceof ApiError && e.status === 0;

  const submitCode = () => {
    if (!/^\d{4}$/.test(code)) {
      setError(m.portal_deliver_enterCode());
      return;
    }
    setError(null);
    withCode.mutate(
      { orderId: job.orderId, code },
      {
        onError: (e) => {
          if (noNetwork(e)) return setError(m.portal_deliver_noNetwork());
          setError(localizeMessage(e.message));
          setCode('');
        },
      },
    );
  };

  const sendPhoto = (file: File | null) => {
    resetPhoto.current?.();
    if (!file) return;
    if (file.size > DELIVERY_PHOTO_MAX_BYTES) {
      setError(m.portal_deliver_photoTooLarge());
      return;
    }
    setError(null);
    withPhoto.mutate(
      { orderId: job.orderId, photo: file },
      {
        onError: (e) =>
          setError(noNetwork(e) ? m.portal_deliver_noNetwork() : localizeMessage(e.message)),
      },
    );
  };

  if (unreachable) {
    return (
      <Stack gap="sm">
        <Text fw={600}>{m.portal_deliver_leaveAtDoor()}</Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <FileButton
          onChange={sendPhoto}
          accept="image/*"
          resetRef={resetPhoto}
          inputProps={{ capture: 'environment', 'aria-label': m.portal_deliver_photo() }}
        >
          {(props) => (
            <Button
              {...props}
              size="xl"
              color="green"
              leftSection={<IconCamera size={24} aria-hidden />}
              loading={withPhoto.isPending}
            >
              {m.portal_deliver_takePhoto()}
            </Button>
          )}
        </FileButton>
        <Button size="lg" variant="subtle" onClick={() => setUnreachable(false)}>
          {m.portal_deliver_backToCode()}
        </Button>
      </Stack>
    );
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submitCode();
      }}
    >
      <Stack gap="sm" align="stretch">
        <Text fw={600} id={`code-${job.orderId}`}>
          {m.portal_deliver_askCode()}
        </Text>
        <PinInput
          length={4}
          type="number"
          size="xl"
          oneTimeCode
          inputMode="numeric"
          value={code}
          onChange={setCode}
          error={!!error}
          aria-label={m.portal_deliver_code()}
          style={{ justifyContent: 'center' }}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" size="xl" color="green" loading={withCode.isPending}>
          {m.portal_deliver_confirm()}
        </Button>
        <Button size="lg" variant="light" color="orange" onClick={() => setUnreachable(true)}>
          {m.portal_deliver_unreachable()}
        </Button>
      </Stack>
    </form>
  );
}
