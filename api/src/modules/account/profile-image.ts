import sharp from 'sharp';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_SIDE, API_MESSAGES } from '@shop/contracts';
import { AppError, unprocessable } from '../../shared/errors/app-error';

export const IMAGE_UNREADABLE = API_MESSAGES.image_unreadable;
export const IMAGE_TOO_LARGE = API_MESSAGES.image_too_large;

/** What the file's bytes say it is, whatever its name or Content-Type claimed. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

export const imageTooLarge = () => new AppError('invalid_data', 'image_too_large');

/**
 * Checks a profile image by its content and re-encodes it as a square WebP of 256 px: the
 * browser crops it square first, and a file that was not cropped is cut to its centre. sharp
 * writes no metadata unless asked, so a phone's EXIF (GPS position, device) is not kept.
 */
export async function reencodeProfileImage(input: Buffer): Promise<Buffer> {
  if (input.length === 0) throw unprocessable('image_missing');
  if (input.length > PROFILE_IMAGE_MAX_BYTES) throw imageTooLarge();
  try {
    const image = sharp(input, { limitInputPixels: 50_000_000, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new Error(`format ${format}`);
    return await image
      .rotate()
      .resize({ width: PROFILE_IMAGE_SIDE, height: PROFILE_IMAGE_SIDE, fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unprocessable('image_unreadable');
  }
}
