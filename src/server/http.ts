import type { z } from 'zod';
import { errorStatus, SERVER_ERRORS, type ServerError } from '#shared/errors.ts';
import { fieldErrors, type FieldErrors } from '#shared/schemas/common.ts';

/** A failure with one of docs/product.md D5's error strings; the error handler turns it into `{ok:false, err}`. */
export class AppError extends Error {
  readonly status: number;
  readonly err: ServerError;
  readonly fields?: FieldErrors;
  /** More top-level keys of the error body (docs/product.md D12: `dishes`, `options` of `dish is not available`). */
  readonly extra?: Record<string, unknown>;
  /** Sent with no body at all (a path id that is not a number: see `pathId`). */
  emptyBody = false;
  constructor(err: ServerError, fields?: FieldErrors, status?: number, extra?: Record<string, unknown>) {
    super(err);
    this.err = err;
    this.status = status ?? errorStatus(err);
    this.fields = fields;
    this.extra = extra;
  }
}

export const E = SERVER_ERRORS;

/** Validates input with a shared schema; failures become 400 `validation error` with per-field keys. */
export function parse<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data ?? {});
  if (!result.success) throw new AppError(E.validation, fieldErrors(result.error));
  return result.data;
}

/**
 * A path id: a positive 32-bit integer. One that is not a number at all (`undefined`, `null`, `0`, `-1`,
 * `1.5`, `abc`: what the original client sends before it knows an id) is 404 with an EMPTY body, the only
 * 404 that client stays silent on; a number past the 32-bit range is an id that exists nowhere, 404
 * `not found` as JSON like every other error.
 */
export function pathId(value: unknown): number {
  const s = String(value ?? '');
  if (!/^[1-9]\d*$/.test(s)) throw notANumberId();
  if (s.length > 10 || Number(s) > 2_147_483_647) throw new AppError(E.notFound);
  return Number(s);
}

function notANumberId(): AppError {
  const error = new AppError(E.notFound);
  error.emptyBody = true;
  return error;
}

/** Postgres unique violation (23505) on the named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pgError = e?.code ? e : e?.cause;
  return pgError?.code === '23505' && (!constraint || pgError.constraint === constraint);
}
