import sharp from 'sharp';
import { MAX_PHOTO_EDGE, PHOTO_FORMATS } from '../../../domain/job-photos';

export interface NormalizedPhoto {
  body: Buffer;
  width: number;
  height: number;
}

/**
 * A phone's upload as the product keeps it: judged by its bytes (not its name or declared type),
 * turned upright, shrunk to fit 1600 px and re-encoded as JPEG, which leaves every metadata block
 * (EXIF with its GPS position, the camera, the owner's name) behind. Null when the bytes are no photo.
 */
export async function normalizePhoto(upload: Buffer): Promise<NormalizedPhoto | null> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(upload).metadata());
  } catch {
    return null;
  }
  if (!format || !(PHOTO_FORMATS as readonly string[]).includes(format)) return null;
  try {
    const { data, info } = await sharp(upload)
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
