import { handleApiError } from '../../lib/api';
import { notify } from '../../lib/notices';

/** Server messages that are not field errors (429 throttle, 5xx …) are notices; 401 is the handler's warning. */
export async function reportAuthError(err: unknown): Promise<Record<string, string[]>> {
  const res = await handleApiError(err);
  if (res?.status === 422) {
    const errors = (res.body?.errors ?? {}) as Record<string, string[]>;
    if (!Object.keys(errors).length && res.body?.message) notify({ kind: 'error', title: String(res.body.message) });
    return errors;
  }
  return {};
}
