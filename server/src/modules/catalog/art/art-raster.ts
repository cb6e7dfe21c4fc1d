import sharp from 'sharp';
import { svgDocument, text } from './svg-document.ts';

// The drawings as WebP. A browser lays out an SVG picture (its text too) and paints it on the main
// thread; it decodes a WebP picture off it (docs/performance.md, "The drawn art").

/** What the image pipeline gives uploads: the labels stay clean at it, a smooth gradient shows faint bands close up. */
const QUALITY = 82;

/**
 * One drawing at a time: a sharp pipeline holds one of libuv's four threads while it runs, and a
 * cold server asked for a page of pictures at once would otherwise hold all four, which files,
 * compression and password hashing share.
 */
let queue: Promise<unknown> = Promise.resolve();

export function rasterise(svg: string): Promise<Buffer> {
  const drawn = queue.then(() => draw(svg));
  queue = drawn.catch(() => undefined);
  return drawn;
}

/**
 * At the size each is drawn, which is the size the storefront lays it out for (the product art 800
 * px, `PRODUCT_IMAGE_SIZE`; the rest `IMAGE_SIZES` in content-image.tsx): on a 3x phone that is
 * 2.8 pixels a CSS pixel on the product page (287 px wide), 4.1 for the banner, 4.6 for a card,
 * 2.2 for a scene. Half as large again cost the product art 70 % more bytes, and on Lighthouse's
 * slow link moved the largest paint of /shop from 1.3 s to 2.1 s (docs/performance.md).
 */
function draw(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: QUALITY }).toBuffer();
}

/**
 * Whether this server's fonts draw Chinese. The labels name Noto CJK, which a fresh machine may
 * lack (Debian's fonts-noto-cjk); without any CJK font librsvg draws each character as a box, and
 * the WebP would carry the boxes, where the SVG leaves the text to the phone's own fonts. The
 * probe is 一 ("one") set as the labels are: drawn, its ink is one flat stroke, wide and short; a
 * box is square, and a blank probe trims to the whole square.
 */
export async function drawsChinese(): Promise<boolean> {
  const probe = svgDocument({
    width: 80,
    height: 80,
    title: 'probe',
    body: `<rect width="80" height="80" fill="#fff"/>${text(40, 60, '一', { size: 64, fill: '#000' })}`,
  });
  const { info } = await sharp(Buffer.from(probe)).trim().toBuffer({ resolveWithObject: true });
  return info.height * 3 < info.width;
}
