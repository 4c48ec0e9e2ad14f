// The DIAN calls of habilitación and range setup (issue 15): a tenant's DianClient from its settings,
// the endpoint falling back to the server's (config DIAN_ENDPOINT, or the in-process simulator of
// `npm start`), and the Spanish reasons a call could not be made.
import { DianConfigError, dianClientFromSettings } from '../../dian/client';
import { DianTransportError, type DianClient } from '../../dian/types';
import { HttpError } from '../../http/errors';

/** The tenant's client; a missing or broken certificate is a 422 with its reason. */
export function clientFor(settings: Record<string, unknown>, fallbackEndpoint: string | undefined): DianClient {
  const own = String(settings.dian_endpoint ?? '').trim();
  try {
    return dianClientFromSettings(own || !fallbackEndpoint ? settings : { ...settings, dian_endpoint: fallbackEndpoint }, { timeoutMs: 30_000 });
  } catch (e) {
    if (e instanceof DianConfigError) throw new HttpError(422, e.message, { dian: [e.message] });
    throw e;
  }
}

/** A DIAN that did not answer (network, SOAP fault): 502 with the reason, nothing stored. */
export async function calling<T>(f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    if (e instanceof DianTransportError) throw new HttpError(502, e.message);
    throw e;
  }
}

/** The issuer's NIT digits (no check digit), as GetNumberingRange's AccountCode wants them. */
export const nitDigits = (v: unknown) => String(v ?? '').split('-')[0].replace(/\D/g, '');
