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
