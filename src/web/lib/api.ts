import ky, { isHTTPError, isKyError, type KyInstance, type Options } from 'ky';
import { i18n } from '@lingui/core';
import { decideApiError, fieldErrors, successTitle, type ErrorAction } from './http-errors';
import { currentHref, isOnLoginPage, navigateTo } from './nav';
import { notify } from './notices';
import { currentToken, sessionState } from './session-store';
import { fallbackBase } from './tenant';

/**
 * Per-request context (ky `context` option). `silent: true` skips the automatic notice; callers then
 * decide (the login screen, background checks, dashboard counts).
 */
export interface ApiContext {
  silent?: boolean;
}

const HANDLED = Symbol.for('mando.api.handled');

/** `{base}/api/` for a tenant base ('' on a tenant host). */
export const apiPrefix = (base: string): string => `${base.replace(/\/+$/, '')}/api/`;

/** A client for one tenant base; `api` is the one for the session's tenant. */
export function createApi(base: string, extra: Options = {}): KyInstance {
  return ky.create({
    prefix: apiPrefix(base),
    timeout: 30_000,
    retry: { limit: 1 },
    headers: { Accept: 'application/json' },
    ...extra,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = currentToken();
          if (token && !request.headers.has('Auth-Token')) request.headers.set('Auth-Token', token);
          request.headers.set('Accept-Language', i18n.locale || 'es');
        },
      ],
      beforeError: [
        ({ error, options }) => {
          const ctx = (options.context ?? {}) as ApiContext;
          if (!ctx.silent) {
            (error as unknown as Record<symbol, boolean>)[HANDLED] = true;
            void showError(error);
          }
          return error;
        },
      ],
    },
  });
}

/**
 * The one HTTP client. prefix = `${tenantBaseUrl}/api/`; adds `Auth-Token`; every failure goes
 * through the shared error handler (spec 03 §8). Engine code calls `api.get('clientes', {searchParams})`.
 * Reassigned when the tenant changes (ES module live binding: importers always see the current one).
 */
export let api: KyInstance = createApi(sessionState.base ?? fallbackBase());

let currentBase = sessionState.base ?? fallbackBase();

export function setApiBase(base: string): void {
  if (base === currentBase) return;
  currentBase = base;
  api = createApi(base);
}

export const apiBase = (): string => currentBase;

/** Success toast per spec 03 §8 ('Exito!', 'Creado!', 'Eliminado!'). */
export function notifySuccess(status: number, message?: string): void {
  notify({ kind: 'success', title: i18n._(successTitle(status)), message: message || undefined });
}

function statusAndBody(err: unknown): { status: number; body: any } {
  if (isHTTPError(err)) return { status: err.response.status, body: err.data ?? null };
  return { status: 0, body: null };
}

function perform(action: ErrorAction): void {
  switch (action.type) {
    case 'login': {
      sessionState.user = null;
      const here = currentHref();
      navigateTo(`/login${here && here !== '/' ? `?returnUrl=${encodeURIComponent(here)}` : ''}`, { replace: true });
      return;
    }
    case 'csrf':
      void fetch(`${apiPrefix(currentBase)}sanctum/csrf-cookie`, { credentials: 'include' }).catch(() => {});
      return;
    case 'fields':
      return;
    case 'notice':
      notify({ kind: action.kind, title: i18n._(action.title), message: action.message, items: action.items, duration: action.duration });
  }
}

async function showError(err: unknown): Promise<void> {
  if (!isKyError(err)) return;
  const { status, body } = statusAndBody(err);
  perform(decideApiError(status, body, { onLogin: isOnLoginPage() }));
}

/** The caller tells the user about this error itself: the shared handler stays quiet about it. */
export function markHandled(err: unknown): void {
  if (err && typeof err === 'object') (err as Record<symbol, boolean>)[HANDLED] = true;
}

/**
 * Shows an API error per spec 03 §8 (unless the client already did) and returns the status and
 * parsed body — for 422 the body is `{message, errors}` for the form. Aborted requests return null.
 */
export async function handleApiError(err: unknown): Promise<{ status: number; body: any } | null> {
  if (err instanceof DOMException && err.name === 'AbortError') return null;
  if (!isKyError(err)) {
    console.error(err);
    return null;
  }
  const already = !!(err as unknown as Record<symbol, boolean>)[HANDLED];
  if (!already) {
    (err as unknown as Record<symbol, boolean>)[HANDLED] = true;
    await showError(err);
  }
  return statusAndBody(err);
}

/** What a form needs from a failed call. */
export interface ApiFailure {
  status: number;
  /** Field → messages of a 422. */
  fieldErrors: Record<string, string[]>;
  /** The server's `message`, if any. */
  message?: string;
}

/** handleApiError (notices, login redirect; a 422 shows no notice), then the 422's field messages. */
export async function reportApiError(err: unknown): Promise<ApiFailure> {
  const handled = await handleApiError(err);
  const status = handled?.status ?? 0;
  const message = handled?.body && typeof handled.body === 'object' ? handled.body.message : undefined;
  return {
    status,
    fieldErrors: status === 422 ? fieldErrors(handled?.body) : {},
    message: typeof message === 'string' && message ? message : undefined,
  };
}
