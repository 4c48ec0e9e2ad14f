// STUB owned by the web-foundation helper: keeps these exports, fills in the behaviour.
import ky, { type KyInstance } from 'ky';

/**
 * The one HTTP client. prefixUrl = `${tenantBaseUrl}/api/`; adds `Auth-Token`; every failure goes
 * through the shared error handler (spec 03 §8). Engine code calls `api.get('clientes', {searchParams})`.
 */
export let api: KyInstance = ky.create({ prefixUrl: '/demo/api/' });

/** Success toast per spec 03 §8 ('Exito!', 'Creado!', 'Eliminado!'). */
export function notifySuccess(_status: number, _message?: string): void {}

/** Shows an API error per spec 03 §8; returns the parsed body (for 422 field errors). */
export async function handleApiError(_err: unknown): Promise<{ status: number; body: any } | null> {
  return null;
}
