import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Box, Button, FileButton, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { PROFILE_IMAGE_MAX_BYTES, type Profile } from '@shop/contracts';
import { UserAvatar } from '@/components/layouts/user-avatar';
import { notify } from '@/lib/notify';
import { serverMessage } from '@/lib/error-text';
import { cropToSquare } from './crop-image';
import { useRemoveProfileImage, useUploadProfileImage } from './api';

/** The profile image: choose a picture, crop it to a square, upload; or remove it. */
export function ProfileImageCard({ profile }: { profile: Profile }) {
  useLanguage();
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadProfileImage();
  const remove = useRemoveProfileImage();

  const choose = (file: File | null) => {
    setError(null);
    if (!file) return;
    if (file.size > PROFILE_IMAGE_MAX_BYTES) return setError(m.account_image_tooLarge());
    if (!file.type.startsWith('image/')) return setError(m.account_image_unreadable());
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setSource(URL.createObjectURL(file));
  };

  const close = () => {
    if (source) URL.revokeObjectURL(source);
    setSource(null);
  };

  const save = async () => {
    if (!source || !area) return;
    try {
      const image = await cropToSquare(source, area);
      await upload.mutateAsync(image);
      notify.success(m.account_image_saved());
      close();
    } catch (err) {
      close();
      setError(serverMessage(err, m.account_image_unreadable()));
    }
  };

  return (
    <Stack gap="xs" align="flex-start">
      <Group>
        <UserAvatar user={profile} size="xl" />
        <Stack gap={4}>
          <Group gap="xs">
            <FileButton onChange={choose} accept="image/*">
              {(props) => (
                <Button variant="light" {...props}>
                  {profile.profileImage ? m.account_image_change() : m.account_image_upload()}
                </Button>
              )}
            </FileButton>
            {profile.profileImage && (
              <Button
                variant="subtle"
                color="gray"
                loading={remove.isPending}
                onClick={() => remove.mutate()}
              >
                {m.account_image_remove()}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {m.account_image_hint()}
          </Text>
        </Stack>
      </Group>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Modal opened={!!source} onClose={close} title={m.account_image_crop()} centered>
        <Stack>
          <Box pos="relative" h={300} bg="dark.6">
            {source && (
              <Cropper
                image={source}
                crop={crop}
                zoom={zoom}
                aspect={1}
                cropShape="round"
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_, pixels) => setArea(pixels)}
                onMediaLoaded={() => setError(null)}
              />
            )}
          </Box>
          <Slider
            aria-label={m.account_image_zoom()}
            min={1}
            max={3}
            step={0.05}
            value={zoom}
            onChange={setZoom}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {m.account_profile_cancel()}
            </Button>
            <Button onClick={() => void save()} loading={upload.isPending} disabled={!area}>
              {m.account_image_save()}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
