import sharp from 'sharp';
import type { MediaType } from './media.schema';

// A small file can still decode to gigabytes of pixels: larger images are refused as unreadable.
const MAX_INPUT_PIXELS = 50_000_000;

export type CleanImage = { data: Buffer; width: number; height: number };

/** Each accepted type written back as itself; GIF and WebP keep their frames. */
const ENCODE: Record<MediaType, (image: sharp.Sharp) => sharp.Sharp> = {
  'image/png': (image) => image.png({ compressionLevel: 9 }),
  // libjpeg-turbo, not mozjpeg: mozjpeg took seconds more per photo for a few per cent of bytes.
  'image/jpeg': (image) => image.jpeg({ quality: 88 }),
  'image/webp': (image) => image.webp({ quality: 88 }),
  'image/gif': (image) => image.gif(),
  'image/avif': (image) => image.avif({ quality: 60, effort: 2 }),
};
const ANIMATED = new Set<MediaType>(['image/gif', 'image/webp']);

/**
 * The image decoded to pixels and encoded again (decision 045): whatever else the file carried (HTML
 * after a PNG signature, EXIF with GPS, comments) is not in the result, which holds only pixels, and
 * the EXIF orientation is applied to them. Null when the file does not decode as an image.
 */
export async function cleanImage(data: Buffer, type: MediaType): Promise<CleanImage | null> {
  try {
    const animated = ANIMATED.has(type);
    let image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, animated, failOn: 'error' });
    const meta = await image.metadata();
    if ((meta.pages ?? 1) === 1) image = image.rotate();
    const { data: cleaned, info } = await ENCODE[type](image).toBuffer({ resolveWithObject: true });
    // An animation's info height is all its frames stacked; one frame's is the picture's.
    return { data: cleaned, width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    return null;
  }
}
