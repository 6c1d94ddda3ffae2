import type { FastifyInstance } from 'fastify';
import { AppError, E } from '../../http.ts';
import { findImage, imageExists } from './repository.ts';

/** Kinds of stored images, each served under its own static path (pubs/qr is the QR feature's). */
export const IMAGE_KINDS = ['pubs/bgs', 'categories', 'dishes', 'courier', 'proof'] as const;
const FILE = /^([0-9a-f]{64})(-sm)?\.webp$/;

/**
 * Stored images from the database. Names are content hashes, so a URL never changes meaning:
 * cached for a year as immutable, with the hash as ETag for revalidation (docs/product.md D2).
 */
export async function imageRoutes(app: FastifyInstance) {
  for (const kind of IMAGE_KINDS) {
    app.get(`/api-static/images/${kind}/:file`, { config: { access: 'public' } }, async (request, reply) => {
      const file = String((request.params as { file: string }).file);
      const match = FILE.exec(file);
      if (!match) throw new AppError(E.notFound);
      const etag = `"${match[1]}${match[2] ?? ''}"`;
      const ifNoneMatch = request.headers['if-none-match'];
      const revalidating =
        typeof ifNoneMatch === 'string' && ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
      const image = revalidating ? await imageExists(app.db, file) : await findImage(app.db, file);
      if (!image) throw new AppError(E.notFound);
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
      if (image === true) return reply.status(304).send();
      return reply.header('content-type', image.mime).header('x-content-type-options', 'nosniff').send(image.content);
    });
  }
}
