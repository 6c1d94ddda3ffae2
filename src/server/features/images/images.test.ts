import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, fileTestApp } from '#test/app.ts';
import { aCompany, aPub, fileOwnedPub } from '#test/factories/accounts.ts';
import { greyPng, multipartBody, pngBytes } from '#test/factories/images.ts';

const t = fileTestApp();
const pub = fileOwnedPub(t);
const bgUrl = () => `${pub.url}/bg`;

const upload = (field: string, filename: string, bytes: Buffer) => {
  const body = multipartBody(field, filename, bytes);
  return t.inject({
    method: 'PATCH',
    url: bgUrl(),
    payload: body.payload,
    headers: { ...body.headers, ...pub.owner.headers },
  });
};

describe('image uploads', () => {
  it('refuses a file over 5 MB with 413', async () => {
    const res = await upload('bg', 'big.jpg', Buffer.alloc(6 * 1024 * 1024, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ ok: false, err: 'file is too large' });
  });

  it('refuses a disallowed extension, and a program renamed .jpg', async () => {
    const png = await pngBytes();
    expect((await upload('bg', 'photo.exe', png)).json().err).toBe('invalid file extension');
    expect((await upload('bg', 'noextension', png)).json().err).toBe('invalid file extension');
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'binary'), Buffer.alloc(2000, 7)]);
    const res = await upload('bg', 'photo.jpg', exe);
    expect(res.statusCode).toBe(400);
    expect(res.json().err).toBe('bad document');
  });

  it('refuses a truncated PNG and an SVG named .png as bad documents', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#123456' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const res = await upload('bg', 'cut.png', png.subarray(0, Math.floor(png.length / 2)));
    expect(res.statusCode).toBe(400);
    expect(res.json().err).toBe('bad document');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expect((await upload('bg', 'vector.png', svg)).json().err).toBe('bad document');
  });

  it('refuses an image over 40 megapixels before decoding it', async () => {
    // A small file whose header claims 20,000 × 20,000 pixels: refused on the header alone.
    const huge = greyPng(20_000, 20_000, 'first');
    expect(huge.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload('bg', 'bomb.png', huge);
    expect(res.statusCode).toBe(400);
    expect(res.json().err).toBe('bad document');
  });

  it('pins the cap: exactly 40 MP is accepted, 40 MP + 1 pixel is a bad document', async () => {
    const exact = await upload('bg', 'exact.png', greyPng(8000, 5000));
    expect(exact.statusCode).toBe(200);
    // 40,000,001 = 754,717 × 53.
    const over = await upload('bg', 'over.png', greyPng(754_717, 53));
    expect(over.statusCode).toBe(400);
    expect(over.json().err).toBe('bad document');
  }, 60_000);

  it('decodes at most 2 images at once; a full queue answers 503 service unavailable', async () => {
    const q = await createTestApp({ IMAGE_DECODES: '2', IMAGE_QUEUE: '1' });
    try {
      const o = await aCompany(q);
      const { pubId } = await aPub(q, o);
      const bytes = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: '#345678' } })
        .png()
        .toBuffer();
      const results = await Promise.all(
        Array.from({ length: 8 }, () => {
          const body = multipartBody('bg', 'p.png', bytes);
          return q.inject({
            method: 'PATCH',
            url: `/api/company/${o.companyId}/pubs/${pubId}/bg`,
            payload: body.payload,
            headers: { ...body.headers, ...o.headers },
          });
        }),
      );
      const statuses = results.map((r) => r.statusCode);
      expect(q.app.imageQueue.peak).toBe(2);
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(3);
      const refused = results.filter((r) => r.statusCode === 503);
      expect(refused.length + statuses.filter((s) => s === 200).length).toBe(8);
      expect(refused.length).toBeGreaterThan(0);
      for (const r of refused) expect(r.json()).toEqual({ ok: false, err: 'service unavailable' });
    } finally {
      await q.close();
    }
  }, 120_000);

  it('refuses a missing file or the wrong field', async () => {
    expect((await upload('image', 'a.png', await pngBytes())).statusCode).toBe(400);
    const res = await t.inject({ method: 'PATCH', url: bgUrl(), headers: pub.owner.headers, payload: {} });
    expect(res.statusCode).toBe(400);
  });

  it('stores a rotated, EXIF-free WebP in two sizes and serves it immutably with an ETag', async () => {
    const jpeg = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#22aa44' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload('bg', 'Photo.JPG', jpeg);
    expect(res.statusCode).toBe(200);
    const name: string = res.json().pub.bg_image_file_name;
    expect(name).toMatch(/^[0-9a-f]{64}\.webp$/);

    const served = await t.inject({ method: 'GET', url: `/api-static/images/pubs/bgs/${name}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    // Orientation 6 = rotated 90°: the stored image is portrait, at most 1600 px.
    expect([meta.width, meta.height]).toEqual([800, 1600]);

    const small = await t.inject({
      method: 'GET',
      url: `/api-static/images/pubs/bgs/${name.replace('.webp', '-sm.webp')}`,
    });
    const smallMeta = await sharp(small.rawPayload).metadata();
    expect(Math.max(smallMeta.width!, smallMeta.height!)).toBe(480);

    const etag = served.headers.etag as string;
    expect(etag).toBe(`"${name.slice(0, 64)}"`);
    const again = await t.inject({
      method: 'GET',
      url: `/api-static/images/pubs/bgs/${name}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('accepts GIF, WebP and AVIF by content and extension, storing the same WebP for the same picture', async () => {
    const base = sharp({ create: { width: 30, height: 20, channels: 3, background: '#336699' } });
    for (const [name, bytes] of [
      ['a.gif', await base.clone().gif().toBuffer()],
      ['a.webp', await base.clone().webp().toBuffer()],
      ['a.avif', await base.clone().avif().toBuffer()],
    ] as const) {
      const res = await upload('bg', name, bytes);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    }
    const again = [
      await upload('bg', 'x.png', await pngBytes(40, 30, '#00ff00')),
      await upload('bg', 'y.png', await pngBytes(40, 30, '#00ff00')),
    ];
    expect(again[0].json().bg_image_file_name).toBe(again[1].json().bg_image_file_name);
  });

  it('answers unknown images with a JSON 404', async () => {
    for (const url of [
      '/api-static/images/dishes/nope.webp',
      `/api-static/images/dishes/${'a'.repeat(64)}.webp`,
      '/api-static/images/other/x.webp',
    ]) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ ok: false, err: 'not found' });
    }
  });
});
