import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { DURATION } from './notices';

/**
 * What the shared error handler does for a failed call (spec 03 §8), as data: the handler in
 * api.ts performs it. Pure, so the mapping is tested without a browser.
 */
export type ErrorAction =
  /** 401 away from the login screen: drop the session, go to /login?returnUrl=<here>. */
  | { type: 'login' }
  /** 419 away from the login screen: refresh the CSRF cookie. */
  | { type: 'csrf' }
  /** 422: the form shows the field errors; no notice. */
  | { type: 'fields'; errors: Record<string, string[]> }
  | {
      type: 'notice';
      kind: 'warning' | 'error';
      title: MessageDescriptor;
      message?: string;
      items?: string[];
      duration: number;
    };

export const MSG_BAD_CREDENTIALS = msg`Usuario y/o contraseña incorrectos`;
export const MSG_FORBIDDEN = msg`No tienes permisos para realizar esta acción`;
export const MSG_OFFLINE = msg`No hay conexión con el servidor`;

/** Spanish names of the HTTP statuses (spec 03 §8.1); unknown statuses read as a server error. */
const STATUS_TITLES: Record<number, MessageDescriptor> = {
  0: MSG_OFFLINE,
  400: msg`Solicitud incorrecta`,
  401: msg`No autorizado`,
  402: msg`Pago requerido`,
  403: msg`Prohibido`,
  404: msg`No encontrado`,
  405: msg`Método no permitido`,
  406: msg`No aceptable`,
  408: msg`Tiempo de espera agotado`,
  409: msg`Conflicto`,
  410: msg`Ya no disponible`,
  413: msg`Contenido demasiado grande`,
  415: msg`Tipo de contenido no soportado`,
  419: msg`La sesión ha expirado`,
  422: msg`Datos no válidos`,
  423: msg`Bloqueado`,
  429: msg`Demasiadas solicitudes`,
  500: msg`Error interno del servidor`,
  501: msg`No implementado`,
  502: msg`Puerta de enlace incorrecta`,
  503: msg`Servicio no disponible`,
  504: msg`Tiempo de espera de la puerta de enlace agotado`,
  505: msg`Versión HTTP no soportada`,
  507: msg`Almacenamiento insuficiente`,
};

export const statusTitle = (status: number): MessageDescriptor => STATUS_TITLES[status] ?? STATUS_TITLES[500];

/** Success toast title (spec 03 §8): 201 created, 204 deleted, 400 bad request, else 'Exito!'. */
export function successTitle(status: number): MessageDescriptor {
  if (status === 201) return msg`Creado!`;
  if (status === 204) return msg`Eliminado!`;
  if (status === 400) return msg`Solicitud incorrecta!`;
  return msg`Exito!`;
}

type Body = { message?: unknown; errors?: unknown; results?: unknown } | null | undefined;

const asBody = (body: unknown): Body => (body && typeof body === 'object' ? (body as Body) : null);

/** Flattens `errors` ({field: [msg]} or [msg]) and `results` into one list of lines. */
export function errorItems(body: unknown): string[] {
  const b = asBody(body);
  if (!b) return [];
  const out: string[] = [];
  const push = (v: unknown) => {
    if (typeof v === 'string' && v.trim()) out.push(v);
    else if (Array.isArray(v)) v.forEach(push);
    else if (v && typeof v === 'object') Object.values(v).forEach(push);
  };
  push(b.errors);
  push(b.results);
  return out;
}

export function fieldErrors(body: unknown): Record<string, string[]> {
  const errors = asBody(body)?.errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return {};
  const out: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(errors)) out[k] = (Array.isArray(v) ? v : [v]).map(String);
  return out;
}

const bodyMessage = (body: unknown): string | undefined => {
  if (typeof body === 'string') return body.trim() && body.length < 300 && !body.startsWith('<') ? body : undefined;
  const m = asBody(body)?.message;
  return typeof m === 'string' && m.trim() ? m : undefined;
};

/** The decision for one failed call. `status` 0 = no response (network). */
export function decideApiError(status: number, body: unknown, ctx: { onLogin: boolean }): ErrorAction {
  if (status === 401) {
    if (!ctx.onLogin) return { type: 'login' };
    return { type: 'notice', kind: 'warning', title: MSG_BAD_CREDENTIALS, duration: DURATION.warning };
  }
  if (status === 419 && !ctx.onLogin) return { type: 'csrf' };
  if (status === 403) return { type: 'notice', kind: 'error', title: MSG_FORBIDDEN, duration: DURATION.error };
  if (status === 422) return { type: 'fields', errors: fieldErrors(body) };
  const items = errorItems(body);
  const message = bodyMessage(body);
  if (items.length) {
    return { type: 'notice', kind: 'warning', title: statusTitle(status), message, items, duration: DURATION.dialog };
  }
  return { type: 'notice', kind: 'error', title: statusTitle(status), message, duration: DURATION.error };
}
