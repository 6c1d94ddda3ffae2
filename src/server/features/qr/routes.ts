import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { AppError, E } from '../../http.ts';
import { pubs } from '../../db/schema.ts';

/** The public link a pub's QR code leads to, from the current PUBLIC_URL (docs/product.md D9). */
export function pubLink(publicUrl: string, urlName: string): string {
  return `${publicUrl}/pub/${urlName}/`;
}

/** QR codes are made on request from the current PUBLIC_URL and kept in memory. */
export async function qrRoutes(app: FastifyInstance) {
  const cache = new Map<string, Buffer | string>();
  const remember = (key: string, value: Buffer | string) => {
    if (cache.size > 500) cache.delete(cache.keys().next().value!);
    cache.set(key, value);
    return value;
  };

  app.get('/api-static/images/pubs/qr/:file', { config: { access: 'public' } }, async (request, reply) => {
    const file = String((request.params as { file: string }).file);
    const match = /^([a-z0-9-]+)\.(png|svg)$/.exec(file);
    if (!match) throw new AppError(E.notFound);
    const [pub] = await app.db.select({ urlName: pubs.urlName }).from(pubs).where(eq(pubs.urlName, match[1]));
    if (!pub) throw new AppError(E.notFound);
    const link = pubLink(app.config.publicUrl, pub.urlName);
    const key = `${match[2]}:${link}`;
    const body =
      cache.get(key) ??
      remember(
        key,
        match[2] === 'png'
          ? await QRCode.toBuffer(link, { type: 'png', width: 1024, margin: 2, errorCorrectionLevel: 'M' })
          : await QRCode.toString(link, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }),
      );
    return reply
      .header('content-type', match[2] === 'png' ? 'image/png' : 'image/svg+xml')
      .header('cache-control', 'public, max-age=300')
      .header('content-disposition', `inline; filename="${file}"`)
      .send(body);
  });
}
