import sharp from 'sharp';
import { MAX_PHOTO_EDGE, MAX_PHOTO_PIXELS, PHOTO_FORMATS } from '../../domain/job-photos';
import { PhotoErrors } from './photo-errors';

export interface NormalizedPhoto {
  body: Buffer;
  width: number;
  height: number;
}

/**
 * A phone's upload as the product keeps it: judged by its bytes (not its name or declared type),
 * turned upright, shrunk to fit 1600 px and re-encoded as JPEG, which leaves every metadata block
 * (EXIF with its GPS position, the camera, the owner's name) behind. Null when the bytes are no photo.
 * An image of more than 40 megapixels is refused from its header alone: a few hundred bytes of PNG can
 * claim 16,000 × 16,000 pixels and cost seconds of CPU and a gigabyte of memory to decode.
 */
export async function normalizePhoto(upload: Buffer): Promise<NormalizedPhoto | null> {
  let format: string | undefined;
  let pixels: number;
  try {
    const metadata = await sharp(upload).metadata();
    format = metadata.format;
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  } catch {
    return null;
  }
  if (!format || !(PHOTO_FORMATS as readonly string[]).includes(format)) return null;
  if (pixels > MAX_PHOTO_PIXELS) throw PhotoErrors.tooManyPixels();
  try {
    // The limit again, for any frame or page the header did not count.
    const { data, info } = await sharp(upload, { limitInputPixels: MAX_PHOTO_PIXELS })
      .rotate()
      .resize({ width: MAX_PHOTO_EDGE, height: MAX_PHOTO_EDGE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { body: data, width: info.width, height: info.height };
  } catch {
    // A header that reads as an image over a body that does not decode (a truncated upload).
    return null;
  }
}
