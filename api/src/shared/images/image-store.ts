import sharp from 'sharp';
import { IMAGE_FORMATS, MAX_IMAGE_BYTES, type StoredImage } from '@shop/contracts';
import type { Db } from '../../db/client';
import { AppError, badRequest } from '../errors/app-error';
import { contentHash, hasMedia, mediaUrl, saveMedia } from './media-store';

export type CatalogueImageKind = 'menu' | 'merchandise';

/** The long side of the large version and of the thumbnail, in pixels. */
export const LARGE_SIZE = 1200;
export const THUMBNAIL_SIZE = 320;
/** The most pixels sharp decodes: a small file claiming a huge canvas is refused before decoding. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ImageStore {
  storeImage(buffer: Buffer, options: { kind: CatalogueImageKind }): Promise<StoredImage>;
}

/**
 * Stores menu and merchandise photos in the database (media-store.ts): checked by their content
 * (not their name or declared type), decoded, turned upright, stripped of metadata (camera, GPS)
 * and kept as a WebP of at most 1200 px with a 320 px thumbnail. The key is the upload's hash,
 * so the same photo uploaded again is neither decoded nor stored a second time.
 */
export function createImageStore(db: Db): ImageStore {
  return {
    async storeImage(buffer, { kind }) {
      if (buffer.length > MAX_IMAGE_BYTES)
        throw new AppError('invalid_data', 'photo_file_too_large');
      const hash = contentHash(buffer);
      const stored = { url: mediaUrl(kind, hash), thumbnailUrl: mediaUrl(kind, hash, true) };
      if (await hasMedia(db, kind, hash)) return stored;
      const format = await detectFormat(buffer);
      if (!format) throw badRequest('not_an_image_type');
      let image: Buffer;
      let thumbnail: Buffer;
      try {
        [image, thumbnail] = await Promise.all([
          render(buffer, LARGE_SIZE, 82),
          render(buffer, THUMBNAIL_SIZE, 75),
        ]);
      } catch (error) {
        // sharp read the header but not the pixels: a truncated or damaged file.
        if (error instanceof Error && !('code' in error)) throw badRequest('not_an_image_type');
        throw error;
      }
      await saveMedia(db, { kind, hash, image, thumbnail });
      return stored;
    },
  };
}

async function detectFormat(buffer: Buffer): Promise<(typeof IMAGE_FORMATS)[number] | null> {
  try {
    const meta = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const format = IMAGE_FORMATS.find((f) => f === meta.format);
    return format && meta.width && meta.height ? format : null;
  } catch {
    return null;
  }
}

function render(buffer: Buffer, size: number, quality: number): Promise<Buffer> {
  // sharp drops EXIF, ICC and XMP unless asked to keep them; rotate() applies the EXIF orientation first.
  return sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
    .webp({ quality })
    .toBuffer();
}
