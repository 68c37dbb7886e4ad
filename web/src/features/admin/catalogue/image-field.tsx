import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { useState } from 'react';
import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { Dropzone, MIME_TYPES } from '@mantine/dropzone';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from '@shop/contracts';
import { localizeMessage } from '@/i18n/messages';
import { uploadImage } from './api';

const ACCEPTED = [MIME_TYPES.jpeg, MIME_TYPES.png, MIME_TYPES.webp];

interface ImageFieldProps {
  /** Where the photo is uploaded, e.g. '/api/admin/menu/images'. */
  uploadUrl: string;
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string | undefined;
}

/**
 * A photo: dropped or chosen, uploaded at once (the server checks, re-encodes and resizes
 * it), then previewed. The form keeps only the address the server gave.
 */
export function ImageField({ uploadUrl, value, onChange, error }: ImageFieldProps) {
  useLanguage();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function upload(file: File) {
    setProblem(null);
    setUploading(true);
    try {
      const stored = await uploadImage(uploadUrl, file);
      onChange(stored.url);
    } catch (err) {
      setProblem(
        err instanceof Error ? localizeMessage(err.message) : m.adminCatalogue_photo_uploadFailed(),
      );
    } finally {
      setUploading(false);
    }
  }

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {m.adminCatalogue_photo_label()}
      </Text>
      {value && (
        <Group align="flex-start">
          <Image
            src={value}
            alt={m.adminCatalogue_photo_preview()}
            w={160}
            h={120}
            fit="cover"
            radius="sm"
          />
          <Button variant="subtle" color="red" size="xs" onClick={() => onChange(null)}>
            {m.adminCatalogue_photo_remove()}
          </Button>
        </Group>
      )}
      <Dropzone
        onDrop={(files) => {
          if (files[0]) void upload(files[0]);
        }}
        onReject={(rejections) => {
          const tooLarge = rejections.some((r) =>
            r.errors.some((e) => e.code === 'file-too-large'),
          );
          setProblem(
            tooLarge ? localizeMessage(IMAGE_TOO_LARGE) : m.adminCatalogue_photo_wrongType(),
          );
        }}
        maxSize={MAX_IMAGE_BYTES}
        accept={ACCEPTED}
        multiple={false}
        loading={uploading}
        aria-label={m.adminCatalogue_photo_upload()}
      >
        <Text ta="center" size="sm" c="dimmed" py="md">
          {m.adminCatalogue_photo_drop()}
        </Text>
      </Dropzone>
      {(problem ?? error) && (
        <Text size="sm" c="red" role="alert">
          {problem ?? error}
        </Text>
      )}
    </Stack>
  );
}
