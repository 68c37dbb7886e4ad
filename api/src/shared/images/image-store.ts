import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  IMAGE_FORMATS,
  IMAGE_NOT_AN_IMAGE,
  IMAGE_TOO_LARGE,
  MAX_IMAGE_BYTES,
  type StoredImage,
} from '@shop/contracts';
import { AppError, badRequest } from '../errors/app-error';

export type ImageKind = 'menu' | 'merchandise' | 'avatar';

/** The long side of the large version and of the thumbnail, in pixels. */
export const LARGE_SIZE = 1200;
export const THUMBNAIL_SIZE = 320;
/** The most pixels sharp decodes: a small file claiming a huge canvas is refused before decoding. */
const MAX_INPUT_PIXELS = 40_000_000;

/** Where stored images are served from; the files' names never change, so they cache for a year. */
export const MEDIA_PATH = '/media';

export interface ImageStore {
  storeImage(buffer: Buffer, options: { kind: ImageKind }): Promise<StoredImage>;
  /** The folder the files are written to, served under MEDIA_PATH. */
  readonly dir: string;
}

/**
 * Stores photos on disk: checked by their content (not their name or declared type), decoded,
 * turned upright, stripped of metadata (camera, GPS) and written as a WebP of at most 1200 px and
 * a 320 px thumbnail. A file's name is its content hash, so the same photo is stored once.
 */
export function createImageStore(dir: string): ImageStore {
  return {
    dir,
    async storeImage(buffer, { kind }) {
      if (buffer.length > MAX_IMAGE_BYTES) throw new AppError('invalid_data', IMAGE_TOO_LARGE);
      const format = await detectFormat(buffer);
      if (!format) throw badRequest(IMAGE_NOT_AN_IMAGE);
      const hash = createHash('sha256').update(buffer).digest('hex').slice(0, 32);
      try {
        const [large, thumbnail] = await Promise.all([
          render(buffer, LARGE_SIZE, 82),
          render(buffer, THUMBNAIL_SIZE, 75),
        ]);
        const folder = join(dir, kind);
        await mkdir(folder, { recursive: true });
        await writeAtomically(join(folder, `${hash}.webp`), large);
        await writeAtomically(join(folder, `${hash}-thumb.webp`), thumbnail);
      } catch (error) {
        if (error instanceof AppError) throw error;
        // sharp read the header but not the pixels: a truncated or damaged file.
        if (error instanceof Error && !('code' in error)) throw badRequest(IMAGE_NOT_AN_IMAGE);
        throw error;
      }
      return {
        url: `${MEDIA_PATH}/${kind}/${hash}.webp`,
        thumbnailUrl: `${MEDIA_PATH}/${kind}/${hash}-thumb.webp`,
      };
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

/** A reader never sees half a file: written beside it, then renamed into place. */
async function writeAtomically(path: string, data: Buffer): Promise<void> {
  const temp = `${path}.${process.pid}.tmp`;
  await writeFile(temp, data);
  await rename(temp, path);
}
