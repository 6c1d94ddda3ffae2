import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp, { type OutputInfo } from 'sharp';
import { IMAGE_EXTENSIONS, MAX_IMAGE_PIXELS } from '#shared/constants.ts';
import { AppError, E } from '../../http.ts';
import { insertImages } from './repository.ts';

/** Longest side of the two stored variants: the large one for pages, the small one for cards. */
export const LARGE_SIDE = 1600;
export const SMALL_SIDE = 480;
/** What sharp must find inside the bytes, whatever the file name says (no SVG, TIFF, PDF…). */
const DECODABLE = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

export interface UploadOptions {
  /** The multipart field holding the file (e.g. 'image', 'bg'). */
  field: string;
  /** Where it is served: 'dishes' | 'categories' | 'pubs/bgs' | 'courier'. */
  kind: string;
}

/** The large variant's name for a hash, and the small one's. */
export const largeName = (hash: string) => `${hash}.webp`;
export const smallName = (hash: string) => `${hash}-sm.webp`;

/**
 * Reads the uploaded file of `field`, checks it is a real image within the pixel cap, re-encodes it
 * to WebP (rotated per EXIF, metadata stripped) in two sizes, stores both content-addressed and
 * answers the large file's name. Size over the multipart limit → 413 `file is too large`.
 */
export async function storeUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  { field, kind }: UploadOptions,
): Promise<string> {
  const { filename, bytes } = await readUpload(request, field);
  const ext = filename.toLowerCase().split('.').pop() ?? '';
  if (!filename.includes('.') || !(IMAGE_EXTENSIONS as readonly string[]).includes(ext))
    throw new AppError(E.invalidFileExtension);
  const { large, small } = await app.imageQueue.run(() => toWebp(bytes));
  const hash = createHash('sha256').update(large.data).digest('hex');
  await insertImages(app.db, [
    {
      fileName: largeName(hash),
      kind,
      mime: 'image/webp',
      width: large.info.width,
      height: large.info.height,
      content: large.data,
    },
    {
      fileName: smallName(hash),
      kind,
      mime: 'image/webp',
      width: small.info.width,
      height: small.info.height,
      content: small.data,
    },
  ]);
  return largeName(hash);
}

async function readUpload(request: FastifyRequest, field: string): Promise<{ filename: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw new AppError(E.validation, { [field]: 'errors.field_is_required' });
  const file = await request.file();
  if (!file || file.fieldname !== field) {
    // Drain whatever was sent so the connection is reusable.
    if (file) await file.toBuffer().catch(() => undefined);
    throw new AppError(E.validation, { [field]: 'errors.field_is_required' });
  }
  // toBuffer throws FST_REQ_FILE_TOO_LARGE past the limit; the error handler answers 413.
  const bytes = await file.toBuffer();
  return { filename: file.filename ?? '', bytes };
}

type Encoded = { data: Buffer; info: OutputInfo };

// Every decoded bitmap is used once: sharp's operation cache would only keep memory up after a burst.
sharp.cache(false);

/** Decodes for real (header alone proves nothing) and re-encodes; any failure is a `bad document`. */
export async function toWebp(bytes: Buffer): Promise<{ large: Encoded; small: Encoded }> {
  if (bytes.length === 0) throw new AppError(E.badDocument);
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' } as const;
  try {
    // The header first, so a decompression bomb is refused before any pixel is decoded.
    const meta = await sharp(bytes, options).metadata();
    if (!meta.format || !DECODABLE.has(meta.format)) throw new AppError(E.badDocument);
    if (!meta.width || !meta.height || meta.width * meta.height > MAX_IMAGE_PIXELS) throw new AppError(E.badDocument);
    const fit = (side: number) => ({ width: side, height: side, fit: 'inside', withoutEnlargement: true }) as const;
    // sharp drops EXIF/ICC/XMP unless asked to keep them; rotate() applies the EXIF orientation first.
    const large = await sharp(bytes, options)
      .rotate()
      .resize(fit(LARGE_SIDE))
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const small = await sharp(large.data)
      .resize(fit(SMALL_SIDE))
      .webp({ quality: 78 })
      .toBuffer({ resolveWithObject: true });
    return { large, small };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(E.badDocument);
  }
}
