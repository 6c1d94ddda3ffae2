import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { AppError, E } from '../../http.ts';
import { images } from '../../db/schema.ts';

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
      const [row] = revalidating
        ? await app.db.select({ fileName: images.fileName }).from(images).where(eq(images.fileName, file))
        : await app.db
            .select({ fileName: images.fileName, mime: images.mime, content: images.content })
            .from(images)
            .where(eq(images.fileName, file));
      if (!row) throw new AppError(E.notFound);
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
      if (revalidating) return reply.status(304).send();
      const { mime, content } = row as unknown as { mime: string; content: Buffer };
      return reply.header('content-type', mime).header('x-content-type-options', 'nosniff').send(content);
    });
  }
}
