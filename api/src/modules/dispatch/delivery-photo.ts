import sharp from 'sharp';
import { DELIVERY_PHOTO_MAX_BYTES, DELIVERY_PHOTO_MAX_SIDE, API_MESSAGES } from '@shop/contracts';
import { unprocessable } from '../../shared/errors/app-error';

export const PHOTO_UNREADABLE = API_MESSAGES.photo_unreadable;
export const PHOTO_TOO_LARGE = API_MESSAGES.photo_too_large;

/**
 * Re-encodes a delivery photo as a JPEG of at most 1600 px a side. sharp writes no metadata
 * unless asked, so the phone's EXIF (GPS position, device, time) never reaches the shop's
 * database; the orientation is applied to the pixels first so the photo stays upright.
 */
export async function reencodeDeliveryPhoto(input: Buffer): Promise<Buffer> {
  if (input.length === 0) throw unprocessable('photo_missing');
  if (input.length > DELIVERY_PHOTO_MAX_BYTES) {
    throw unprocessable('photo_too_large');
  }
  try {
    return await sharp(input, { limitInputPixels: 50_000_000, failOn: 'error' })
      .rotate()
      .resize({
        width: DELIVERY_PHOTO_MAX_SIDE,
        height: DELIVERY_PHOTO_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
  } catch {
    throw unprocessable('photo_unreadable');
  }
}
