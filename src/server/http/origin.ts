import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

const HOST_RE = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

/**
 * The origin the client used to reach us: `Host` (or `X-Forwarded-Host`/`-Proto` when TRUST_PROXY
 * says the proxy in front is ours; Fastify's `trustProxy` decides which headers count). PUBLIC_URL
 * when the request names no usable host. A browser can only call the origin it was opened at, so
 * URLs handed to it are built on this, never on PUBLIC_URL (the app opened at 127.0.0.1, a LAN IP or
 * a proxied domain must still work).
 */
export function requestOrigin(req: FastifyRequest, config: Pick<ServerConfig, 'publicUrl'>): string {
  const host = req.host;
  if (!host || !HOST_RE.test(host)) return new URL(config.publicUrl).origin;
  const proto = req.protocol === 'https' ? 'https' : 'http';
  return `${proto}://${host.toLowerCase()}`;
}
