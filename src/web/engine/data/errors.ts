import { HTTPError } from 'ky';
import { handleApiError } from '../../lib/api';

export interface ApiFailure {
  status: number;
  /** Field → messages of a 422. */
  fieldErrors: Record<string, string[]>;
  message?: string;
}

function fieldsOf(body: unknown): Record<string, string[]> {
  const errors = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return {};
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, (Array.isArray(v) ? v : [v]).map(String)]));
}

/**
 * Hands a failed call to the shared handler (spec 03 §8: toasts, login redirect; a 422 shows no
 * notice) and returns what a form needs from it.
 */
export async function reportApiError(err: unknown): Promise<ApiFailure> {
  const handled = await handleApiError(err);
  let status = handled?.status ?? (err instanceof HTTPError ? err.response.status : 0);
  let body = handled?.body;
  if (body === undefined && err instanceof HTTPError) {
    body = err.data ?? (await err.response.clone().json().catch(() => undefined));
    status = err.response.status;
  }
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  return { status, fieldErrors: status === 422 ? fieldsOf(body) : {}, message: typeof message === 'string' ? message : undefined };
}
