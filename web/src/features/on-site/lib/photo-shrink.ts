import { MAX_PHOTO_EDGE } from '@domain/job-photos';

/** Phone cameras write 12 MP and more; this is plenty for proof of a car's state, at a tenth of the bytes. */
const JPEG_QUALITY = 0.82;

export type PixelSize = { width: number; height: number };

/** The size that fits `maxEdge` on the long side, keeping the shape; a photo already that small keeps its own. */
export function fitWithin({ width, height }: PixelSize, maxEdge: number = MAX_PHOTO_EDGE): PixelSize {
  const longEdge = Math.max(width, height);
  if (!(longEdge > maxEdge)) return { width, height };
  const scale = maxEdge / longEdge;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export type ShrunkPhoto = { body: Blob; name: string };

/**
 * The photo as it is sent: upright (the camera's orientation applied), at most 1600 px on the long
 * side, as JPEG. A small JPEG goes as it is; one the browser cannot decode (HEIC, in most browsers)
 * goes as it is too, and the server, which reads HEIC, does the shrinking.
 */
export async function shrinkPhoto(file: File): Promise<ShrunkPhoto> {
  const original = { body: file, name: file.name || 'photo' };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return original;
  }
  try {
    const size = fitWithin(bitmap);
    if (size.width === bitmap.width && size.height === bitmap.height && file.type === 'image/jpeg') return original;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return original;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const body = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    return body ? { body, name: jpegName(original.name) } : original;
  } catch {
    return original;
  } finally {
    bitmap.close();
  }
}

const jpegName = (name: string) => `${name.replace(/\.[^./]*$/, '') || 'photo'}.jpg`;
