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
