import sharp from 'sharp';
import { DELIVERY_PHOTO_MAX_BYTES, DELIVERY_PHOTO_MAX_SIDE } from '@shop/contracts';
import { unprocessable } from '../../shared/errors/app-error';

export const PHOTO_UNREADABLE = 'This file is not a photo we can read. Take the photo again.';
export const PHOTO_TOO_LARGE = 'The photo is larger than 8 MB. Take it again at a lower size.';

/**
 * Re-encodes a delivery photo as a JPEG of at most 1600 px a side. sharp writes no metadata
 * unless asked, so the phone's EXIF (GPS position, device, time) never reaches the shop's
 * database; the orientation is applied to the pixels first so the photo stays upright.
 */
export async function reencodeDeliveryPhoto(input: Buffer): Promise<Buffer> {
  if (input.length === 0) throw unprocessable('Attach the photo of the delivery', 'photo_missing');
  if (input.length > DELIVERY_PHOTO_MAX_BYTES) {
    throw unprocessable(PHOTO_TOO_LARGE, 'photo_too_large');
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
    throw unprocessable(PHOTO_UNREADABLE, 'photo_unreadable');
  }
}
