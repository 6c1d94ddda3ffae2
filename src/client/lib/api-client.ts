import { errorKey, FETCH_ERROR_KEY, SERVER_ERRORS, type ServerError } from '#shared/errors.ts';
import { clearSession, getSession, setToken } from './session.ts';
import { readViewAs, writeViewAs, type ViewAs } from './view-as.ts';
import type { SessionAnswer } from '#shared/schemas/auth-answers.ts';
import { EARLY_REFRESH } from '#shared/early-refresh.ts';
import type { ViewAsOwner } from '#shared/schemas/admin-answers.ts';

/**
 * The one API client (docs/architecture.md A9): access token header, a single shared refresh-and-retry on 401,
 * and server error strings mapped to translation keys (docs/product.md S8). Screens never parse errors.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The server's error string, or '' for network failures. */
  readonly err: string;
  /** Translation key to show (docs/product.md S8 client rules). */
  readonly key: string;
  readonly fields?: Record<string, string>;
  /** The whole error answer, for errors that name more (409 `dish is not available` names `dishes`, `options`). */
  readonly body?: Record<string, unknown>;
  constructor(
    status: number,
    err: string,
    key: string,
    fields?: Record<string, string>,
    body?: Record<string, unknown>,
  ) {
    super(err || key);
    this.status = status;
    this.err = err;
    this.key = key;
    this.fields = fields;
    this.body = body;
  }
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

let onUnauthorized: () => void = () => {};
/** Called once a refresh fails: the app clears the session and goes to the login screen. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

let refreshing: Promise<boolean> | null = null;

interface Refreshed {
  status: number;
  token?: string;
  role?: string;
}

/** The refresh the page's HTML already sent (shared/early-refresh.ts), taken once: later refreshes send their own. */
function takeEarlyRefresh(): Promise<Response> | undefined {
  const holder = window as unknown as Record<string, Promise<Response> | undefined>;
  const early = holder[EARLY_REFRESH];
  delete holder[EARLY_REFRESH];
  return early;
}

/** One refresh of this browser's own session (the httpOnly cookie); status 0 when there was no answer. */
async function refreshOwn(): Promise<Refreshed> {
  const res = await (takeEarlyRefresh() ??
    fetch('/api/auth/refresh-token', { method: 'POST', credentials: 'include' }));
  const body = (await res.json().catch(() => null)) as Partial<SessionAnswer> | null;
  return res.ok && body?.ok && body.accesstoken
    ? { status: res.status, token: body.accesstoken, role: body.role }
    : { status: res.status };
}

/**
 * A tab viewing a pub as its owner (view-as.ts): the admin's own session is refreshed, then a fresh
 * owner token is asked for with it. A session that is no longer the admin's, or a pub that is gone,
 * ends the view and the tab carries on with the session it has.
 */
async function refreshView(view: ViewAs): Promise<boolean> {
  const own = await refreshOwn();
  if (!own.token) {
    if (own.status === 401) clearSession();
    return false;
  }
  if (own.role === 'admin') {
    const res = await fetch(`/api/admin/pubs/${view.pubId}/view-as-owner`, {
      method: 'POST',
      headers: { accesstoken: own.token },
      credentials: 'include',
    });
    // A refusal answers an error body: every field of the answer may be missing.
    const body = (await res.json().catch(() => null)) as Partial<ViewAsOwner> | null;
    if (res.ok && body?.accesstoken) {
      writeViewAs({ pubId: view.pubId, pubName: body.pub_name ?? '', companyName: body.company_name ?? '' });
      setToken(body.accesstoken);
      return true;
    }
    if (res.status >= 500) return false;
  }
  writeViewAs(null);
  setToken(own.token);
  return true;
}

/** Refreshes the access token; parallel callers share one request (docs/product.md D4). */
export function refreshToken(): Promise<boolean> {
  if (refreshing) return refreshing;
  const view = readViewAs();
  refreshing = (
    view
      ? refreshView(view)
      : refreshOwn().then((own) => {
          if (own.token) setToken(own.token);
          else if (own.status === 401) clearSession();
          return Boolean(own.token);
        })
  )
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** Maps a failed answer to its translation key: no answer at all, else the error table's key. */
export function keyFor(status: number, err: string): string {
  return status === 0 ? FETCH_ERROR_KEY : errorKey(err);
}

/** The error a screen reports itself for a rule it checked before sending (same key as the server's). */
export function apiErrorOf(err: ServerError): ApiError {
  return new ApiError(400, err, errorKey(err));
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Skip the 401 refresh-and-retry (login, registration). */
  noRefresh?: boolean;
}

async function send(method: string, path: string, opts: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { ...opts.headers };
  const token = getSession().token;
  if (token) headers.accesstoken = token;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  return fetch(path, { method, headers, body, credentials: 'include', signal: opts.signal });
}

/** Sends with the access token; a 401 refreshes once and sends again (docs/product.md D4). */
async function sendAuthorized(method: string, path: string, opts: RequestOptions): Promise<Response> {
  try {
    const res = await send(method, path, opts);
    if (res.status !== 401 || opts.noRefresh) return res;
    if (await refreshToken()) return await send(method, path, opts);
    onUnauthorized();
    throw new ApiError(401, SERVER_ERRORS.unauthorized, errorKey(SERVER_ERRORS.unauthorized));
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError(0, '', FETCH_ERROR_KEY);
  }
}

export async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const res = await sendAuthorized(method, path, opts);
  const data = (await res.json().catch(() => null)) as
    ({ ok?: boolean; err?: string; fields?: Record<string, string> } & T) | null;
  if (!res.ok || !data || data.ok === false) {
    const err = data?.err ?? '';
    throw new ApiError(res.status, err, keyFor(res.status, err), data?.fields, data ?? undefined);
  }
  return data as T;
}

/** A file behind a token (an owner's table QR code), as a Blob; failures as `request` reports them. */
export async function requestBlob(path: string, opts: RequestOptions = {}): Promise<Blob> {
  const res = await sendAuthorized('GET', path, opts);
  if (!res.ok) {
    const data = (await res.json().catch(() => null)) as { err?: string; fields?: Record<string, string> } | null;
    throw new ApiError(res.status, data?.err ?? '', keyFor(res.status, data?.err ?? ''), data?.fields);
  }
  return res.blob();
}

export const api = {
  get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, { ...opts, body }),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, { ...opts, body }),
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PATCH', path, { ...opts, body }),
  delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
};

/** Makes sure an access token is in memory (after a reload), refreshing once; false when signed out. */
export async function ensureToken(): Promise<boolean> {
  if (getSession().token) return true;
  return refreshToken();
}
