import zlib from 'node:zlib';
import sharp from 'sharp';

/** A multipart/form-data body with one file, for `t.inject` in upload tests. */
export function multipartBody(field: string, filename: string, bytes: Buffer, type = 'application/octet-stream') {
  const boundary = `----tavola${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small real PNG of one colour. */
export function pngBytes(width = 40, height = 30, colour = '#cc3300'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/**
 * A greyscale PNG written byte by byte (no encoder): `rows: 'all'` gives a whole, decodable image of one grey;
 * `rows: 'first'` gives a valid header and only the first row of pixels, as a decompression bomb's small file claims
 * a size it would only reach when decoded. Cheap at any size the header names.
 */
export function greyPng(width: number, height: number, rows: 'all' | 'first' = 'all'): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter method variants, no interlace
  const row = Buffer.alloc(width + 1, 0x80);
  row[0] = 0; // each row starts with its filter type: none
  const pixels = rows === 'all' ? Buffer.concat(Array.from({ length: height }, () => row)) : row;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(pixels, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
