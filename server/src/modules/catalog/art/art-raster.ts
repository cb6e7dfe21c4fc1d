import sharp from 'sharp';
import { svgDocument, text } from './svg-document.ts';

/**
 * The drawings as WebP. A browser lays out an SVG picture (its text too) and paints it on the main
 * thread; it decodes a WebP picture off it (docs/performance.md, "The drawn art").
 *
 * 1.5 times the drawing's size covers each picture as a 3x phone shows it (a scene 358 px wide
 * wants 1,074 pixels, the product page's 287 px 861, the banner's 390 px 1,170); the banner, drawn
 * 1,600 wide, stays at that, enough for a laptop at 1x, since it is the home page's largest paint
 * on a slow link.
 */
const SCALE = 1.5;
const MAX_WIDTH = 1600;
/** What the image pipeline gives uploads; the art's flat colours and labels stay clean at it. */
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

/** librsvg reads the drawing at 72 dpi for its own size; `density` scales it up from there. */
function draw(svg: string): Promise<Buffer> {
  const width = Number(/ width="(\d+)"/.exec(svg)?.[1]);
  const scale = Math.min(SCALE, MAX_WIDTH / width);
  return sharp(Buffer.from(svg), { density: 72 * scale })
    .webp({ quality: QUALITY })
    .toBuffer();
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
