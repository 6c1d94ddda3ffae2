import type { FastifyInstance, FastifyReply } from 'fastify';
import QRCode from 'qrcode';
import { AppError, E } from '../../http.ts';
import { findPubUrlName, pubUrlNameExists } from '../pubs/index.ts';
import { scopedRoutes } from '../../scoped-routes.ts';
import { tableNumber } from '#shared/table-number.ts';

/** The public link a pub's QR code leads to, from the current PUBLIC_URL (docs/product.md D9). */
export function pubLink(publicUrl: string, urlName: string): string {
  return `${publicUrl}/pub/${urlName}/`;
}

/** The link of one table's QR code: the pub page with the table, which pre-fills and locks it (decision 132). */
export function tableLink(publicUrl: string, urlName: string, table: number): string {
  return `${pubLink(publicUrl, urlName)}?table=${table}`;
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
    if (!(await pubUrlNameExists(app.db, match[1]))) throw new AppError(E.notFound);
    return sendQr(reply, match[2] as Format, pubLink(app.config.publicUrl, match[1]), file, 'public, max-age=300');
  });

  type Format = 'png' | 'svg';
  async function sendQr(reply: FastifyReply, format: Format, link: string, file: string, cacheControl: string) {
    const key = `${format}:${link}`;
    const body =
      cache.get(key) ??
      remember(
        key,
        format === 'png'
          ? await QRCode.toBuffer(link, { type: 'png', width: 1024, margin: 2, errorCorrectionLevel: 'M' })
          : await QRCode.toString(link, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }),
      );
    return reply
      .header('content-type', format === 'png' ? 'image/png' : 'image/svg+xml')
      .header('cache-control', cacheControl)
      .header('content-disposition', `inline; filename="${file}"`)
      .send(body);
  }

  // One table's code (docs/product.md D15): the owner's popup shows it and prints a sheet of them for a range of tables.
  scopedRoutes(app).get(
    '/api/company/:companyID/pubs/:pubID/qr',
    { config: { access: { roles: ['company'] } } },
    async (request, reply) => {
      const query = request.query as { table?: unknown; format?: unknown };
      const table = typeof query.table === 'string' ? tableNumber(query.table) : null;
      const format = query.format === undefined ? 'png' : query.format;
      if (table === null) throw new AppError(E.validation, { table: 'errors.table_range' });
      if (format !== 'png' && format !== 'svg') throw new AppError(E.validation, { format: 'errors.validation_error' });
      const urlName = await findPubUrlName(app.db, request.scope.pubId);
      if (urlName === undefined) throw new AppError(E.notFound);
      // Behind a token: private to the owner's browser.
      return sendQr(
        reply,
        format,
        tableLink(app.config.publicUrl, urlName, table),
        `${urlName}-table-${table}.${format}`,
        'private, max-age=300',
      );
    },
  );
}
