import crypto from 'node:crypto';
import type { FastifyServerOptions, RawRequestDefaultExpression } from 'fastify';

/**
 * The server's log lines (Fastify's JSON logger): every line of a request carries its `reqId`; no token,
 * password, phone or address reaches a line. URLs lose the values of secret query parameters; errors
 * lose the parameters Drizzle appends to a failed query's message and the values PostgreSQL quotes in
 * its details; headers and bodies are never logged.
 */
const SECRET_PARAM = /([?&](?:[\w-]*token|password|secret|key|code|phone|address)=)[^&#\s"]*/gi;
/** Drizzle: "Failed query: …\nparams: 1,+37369…,str. Ismail 1" — the parameters are guests' data. */
const QUERY_PARAMS = /(\nparams: )[^\n]*/g;
/** PostgreSQL's detail: "Key (phone)=(+37369…) already exists." */
const KEY_VALUES = /(Key \([^)]*\)=\()[^)]*(\))/g;
const REDACTED = '[redacted]';
/** PostgreSQL's data exceptions (SQLSTATE class 22) quote the offending input: `value "+37369…" is out of range`. */
const QUOTED = /"[^"]*"/g;

export function redactText(text: string): string {
  return text
    .replace(SECRET_PARAM, `$1${REDACTED}`)
    .replace(QUERY_PARAMS, `$1${REDACTED}`)
    .replace(KEY_VALUES, `$1${REDACTED}$2`);
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  detail?: string;
  cause?: LoggedError;
}

function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: redactText(String(error)), stack: '' };
  const e = error as Error & { code?: unknown; detail?: unknown };
  const quotesInput = typeof e.code === 'string' && e.code.startsWith('22');
  const clean = (text: string) => redactText(quotesInput ? text.replace(QUOTED, `"${REDACTED}"`) : text);
  return {
    type: e.constructor?.name ?? 'Error',
    message: clean(e.message),
    stack: clean(e.stack ?? ''),
    code: e.code,
    detail: typeof e.detail === 'string' ? redactText(e.detail) : undefined,
    cause: e.cause !== undefined && depth < 3 ? serializeError(e.cause, depth + 1) : undefined,
  };
}

/** Fastify's logger options for LOG_LEVEL, writing to `stream` when given (tests read the lines). */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactText(request.url),
        remoteAddress: request.ip,
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: (error: unknown) => serializeError(error),
    },
  };
}

/** Request ids unique across instances (a short random id), so lines of one request can be found in merged logs. */
export const genReqId = (_request: RawRequestDefaultExpression): string => crypto.randomBytes(6).toString('base64url');
