import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isHTTPError, isNetworkError, isTimeoutError } from 'ky';

export interface ProblemContext {
  /** navigator.onLine */
  online: boolean;
  /** The tenant base the request went to ('/demo', '', or an absolute URL from VITE_TENANT_BASE). */
  base: string;
  /** This page's origin. */
  origin: string;
}

const otherOrigin = (base: string, origin: string): string | null => {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(base)) return null;
  try {
    const u = new URL(base);
    return u.origin === origin ? null : u.host;
  } catch { return null; }
};

/**
 * Why a sign-in (or registration) request failed, said on the login card: never a silent button.
 * null when the shared handler already tells the user (401 wrong credentials and 429 throttled as
 * notices per spec 03 §8, 422 on the fields, 403) or the request was abandoned.
 * A blocked cross-origin call and a server that is down look the same to a page (a TypeError with
 * no status), so the message names what the page can know: offline, another address, no answer.
 */
export function signInProblem(err: unknown, ctx: ProblemContext): MessageDescriptor | null {
  if (err instanceof DOMException && err.name === 'AbortError') return null;
  if (isTimeoutError(err)) return msg`El servidor no respondió a tiempo. Inténtalo de nuevo en unos momentos.`;
  if (isHTTPError(err)) {
    const status = err.response.status;
    if ([401, 403, 422, 429].includes(status)) return null;
    if (status === 404) return msg`Este servidor no tiene la empresa elegida. Revisa el campo Empresa.`;
    if (status === 502 || status === 503 || status === 504) {
      return msg`El servidor no está disponible (error ${status}). Inténtalo de nuevo en unos minutos.`;
    }
    if (status >= 500) return msg`El servidor tuvo un error (${status}) y no pudo iniciar la sesión. Inténtalo de nuevo en unos minutos.`;
    return msg`El servidor rechazó la solicitud (error ${status}).`;
  }
  if (isNetworkError(err)) {
    if (!ctx.online) return msg`Sin conexión a internet. Revisa tu red e inténtalo de nuevo.`;
    const host = otherOrigin(ctx.base, ctx.origin);
    if (host) return msg`El navegador bloqueó la llamada al servidor en ${host}, que es otra dirección. Abre Mando en esa dirección.`;
    return msg`No se pudo conectar con el servidor: puede estar apagado o reiniciándose. Inténtalo de nuevo en unos momentos.`;
  }
  // An answer that is not the session (a proxy's HTML page, a truncated body).
  return msg`El servidor respondió algo inesperado y no se pudo iniciar la sesión. Inténtalo de nuevo.`;
}
