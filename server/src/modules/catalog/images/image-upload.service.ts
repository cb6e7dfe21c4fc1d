import type { Config } from '../../../config/env.ts';
import { ApiError } from '../../../http/api-error.ts';
import { resizeUpload } from './image-pipeline.ts';
import { openImageStore } from './image-store.ts';
import { uploadPath } from './images.route.ts';

/** The bytes of a base64 upload; a `data:` URL prefix, as a browser's FileReader gives, is allowed. */
export function decodeUpload(data: string): Buffer {
  const base64 = data.replace(/^data:[\w/+.-]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 !== 0) {
    throw new ApiError('VALIDATION_FAILED', {
      en: 'The picture is not valid base64.',
      zh: '圖片不是有效的 base64 資料。',
    });
  }
  return Buffer.from(base64, 'base64');
}

/** Checks, resizes and stores an upload; answers the public path of each size. */
export async function uploadImage(config: Config, data: string) {
  const resized = await resizeUpload(decodeUpload(data));
  const store = openImageStore(config);
  await Promise.all(resized.files.map((f) => store.put(f.name, f.bytes)));
  const path = (size: string) => uploadPath(resized.files.find((f) => f.size === size)?.name ?? '');
  return { image: path('large'), sizes: { large: path('large'), thumb: path('thumb') } };
}
