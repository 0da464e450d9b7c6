import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A small real JPEG, as a phone camera would send (without the size). */
export function aPhoto(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 120, g: 130, b: 140 } } })
    .jpeg()
    .toBuffer();
}

/** A JPEG carrying the EXIF a phone writes: where it was taken and with what. */
export function aPhotoWithGpsExif(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 20, b: 30 } } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Artist: 'Rosa Diaz' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '32/1 46/1 36/1', GPSLongitudeRef: 'W', GPSLongitude: '96/1 47/1 49/1' },
    })
    .jpeg()
    .toBuffer();
}

/**
 * A PNG of a few hundred bytes whose header claims `width` × `height` pixels: its one row of data
 * would not decode, so only a refusal read from the header alone can answer for its size.
 */
export function aPngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1 + Math.min(width, 1024) * 3))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}
