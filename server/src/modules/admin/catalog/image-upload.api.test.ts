import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { auditOf, consolePerFile, memberAuth } from '../admin.test-kit.ts';
import { picture } from './catalog-admin.test-kit.ts';

const { t, staff } = consolePerFile();

const upload = (bytes: Buffer | string, who = staff) =>
  t.call(
    'admin_image_upload',
    { data_base64: typeof bytes === 'string' ? bytes : bytes.toString('base64') },
    who,
  );

describe('admin_image_upload', () => {
  it('stores a PNG as square WebP pictures in the storefront sizes, served by the server', async () => {
    const res = await upload(await picture(1200, 900));
    expect(res.statusCode).toBe(200);
    expect(res.body.image).toMatch(/^\/media\/uploads\/[a-f0-9]{24}-800\.webp$/);
    expect(res.body.sizes.thumb).toMatch(/-200\.webp$/);
    for (const [path, edge] of [
      [res.body.sizes.large, 800],
      [res.body.sizes.thumb, 200],
    ] as const) {
      const served = await t.app.inject({ method: 'GET', url: path });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', edge, edge]);
    }
    expect(await auditOf(t, 'image', res.body.image)).toHaveLength(1);
  });

  it('takes a JPEG sent as a data URL, as the browser reads a file', async () => {
    const jpeg = await picture(400, 400, 'jpeg');
    const res = await upload(`data:image/jpeg;base64,${jpeg.toString('base64')}`);
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['a GIF', async () => picture(400, 400, 'gif'), 'Upload a JPEG, PNG or WebP picture.'],
    [
      'an SVG',
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'Upload a JPEG, PNG or WebP picture.',
    ],
    [
      'text claiming to be a PNG',
      async () => Buffer.from('data:image/png but really a note'),
      'Upload a JPEG, PNG or WebP picture.',
    ],
    [
      'a PNG cut short',
      async () => (await picture(400, 400)).subarray(0, 60),
      'This picture file is damaged.',
    ],
    [
      'a picture too small to sell with',
      async () => picture(120, 400),
      'The picture must be at least 200 pixels on each side.',
    ],
  ])('refuses %s with a message in both languages', async (_name, bytes, message) => {
    const res = await upload(await bytes());
    expect(res).toMatchObject({
      statusCode: 400,
      body: { status: 0, err_code: 'VALIDATION_FAILED', err_message: message },
    });
    expect(res.body.err_message_zh).toMatch(/圖片/);
  });

  it('refuses a picture over 700 KB inside the body limit, and one over the body limit', async () => {
    // Random pixels do not compress, so the PNG stays about as large as the bitmap.
    const big = await sharp(randomBytes(700 * 700 * 3), { raw: { width: 700, height: 700, channels: 3 } })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(700 * 1024);
    const justOver = big.subarray(0, 710 * 1024);
    expect((await upload(justOver)).body.err_message).toBe('The picture is larger than 700 KB.');
    expect((await upload(big)).statusCode).toBe(413);
  });

  it('refuses text that is not base64, and callers who are not staff', async () => {
    expect((await upload('not base64!')).body.err_message).toBe('The picture is not valid base64.');
    const png = await picture(400, 400);
    expect((await upload(png, await memberAuth(t))).statusCode).toBe(401);
  });

  it('answers 404 for a picture that was never uploaded', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/media/uploads/${'0'.repeat(24)}-800.webp` });
    expect(res.statusCode).toBe(404);
  });
});
