import { createHash } from 'node:crypto';
import { IMAGE_SIZES } from '@shop/contract/admin/catalog-admin.calls';
import { MAX_IMAGE_BYTES } from '@shop/contract/upload-limits';
import sharp from 'sharp';
import { ApiError } from '../../../http/api-error.ts';
import { sniffImage } from './image-sniff.ts';

export type SizeName = keyof typeof IMAGE_SIZES;

export interface ResizedImage {
  /** Content hash of the original: the same upload twice gives the same names. */
  id: string;
  files: { size: SizeName; name: string; bytes: Buffer }[];
}

/** Smallest edge worth selling with: the product page shows pictures at 800 px. */
const MIN_EDGE = 200;
/** Refuses decompression bombs: a small file that would unpack to a huge bitmap. */
const MAX_PIXELS = 40_000_000;

function refuse(en: string, zh: string): never {
  throw new ApiError('VALIDATION_FAILED', { en, zh });
}

/** The checks every uploaded picture passes: size, what its bytes are, that it decodes, its pixels. */
async function checkPicture(bytes: Buffer, minEdge: number): Promise<void> {
  if (bytes.length > MAX_IMAGE_BYTES) {
    refuse('The picture is larger than 700 KB.', '圖片大於 700 KB。');
  }
  const kind = sniffImage(bytes);
  if (!kind) refuse('Upload a JPEG, PNG or WebP picture.', '請上載 JPEG、PNG 或 WebP 圖片。');
  const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .metadata()
    .catch(() => refuse('This picture file is damaged.', '圖片檔案已損壞。'));
  if (meta.format !== kind) refuse('This picture file is damaged.', '圖片檔案已損壞。');
  if (meta.width * meta.height > MAX_PIXELS) {
    refuse('The picture has too many pixels.', '圖片像素太多。');
  }
  if (Math.min(meta.width, meta.height) < minEdge) {
    refuse(
      `The picture must be at least ${minEdge} pixels on each side.`,
      `圖片每邊最少要 ${minEdge} 像素。`,
    );
  }
}

/**
 * A picture kept as sent, for staff to read (a transfer's screenshot): checked as the console's are,
 * re-encoded as WebP within `maxEdge`, which drops its metadata (a phone's location, say).
 */
export async function keepPicture(bytes: Buffer, maxEdge: number): Promise<Buffer> {
  await checkPicture(bytes, 100);
  return sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize(maxEdge, maxEdge, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 85 })
    .toBuffer()
    .catch(() => refuse('This picture file is damaged.', '圖片檔案已損壞。'));
}

/**
 * Checks an upload and makes the storefront's sizes of it: square WebP (the product art is square),
 * cropped to the centre, metadata stripped.
 */
export async function resizeUpload(bytes: Buffer): Promise<ResizedImage> {
  await checkPicture(bytes, MIN_EDGE);
  const id = createHash('sha256').update(bytes).digest('hex').slice(0, 24);
  const files = await Promise.all(
    (Object.entries(IMAGE_SIZES) as [SizeName, number][]).map(async ([size, edge]) => ({
      size,
      name: `${id}-${edge}.webp`,
      bytes: await sharp(bytes, { limitInputPixels: MAX_PIXELS })
        .rotate()
        .resize(edge, edge, { fit: 'cover', withoutEnlargement: false })
        .webp({ quality: 82 })
        .toBuffer()
        .catch(() => refuse('This picture file is damaged.', '圖片檔案已損壞。')),
    })),
  );
  return { id, files };
}
