import { resolve } from 'node:path';
import { parsePrivilegedUsers } from '../core/presence';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Public base URL used in links and active-tenants (defaults to http://localhost:PORT). */
  publicUrl: string;
  /** Domain for host-based tenants ({tenant}.{domain}); path prefixes always work. */
  tenantDomain?: string;
  /**
   * Which proxies' X-Forwarded-For/-Host/-Proto to believe (TRUST_PROXY: `true`, or their addresses
   * or CIDRs, comma-separated). Off by default: anyone could otherwise claim any client address.
   */
  trustProxy?: boolean | string[];
  smtpUrl?: string;
  mailFrom: string;
  /** Realtime across processes: Redis pub/sub and shared presence (REDIS_URL); absent = this process alone. */
  redisUrl?: string;
  /** Master secret of the realtime app secrets (BROADCAST_SECRET); absent = random, shared through Redis. */
  broadcastSecret?: string;
  /** Spec 01 §6 privileged (support) users, by e-mail, for tenants whose settings name none (PRIVILEGED_USERS). */
  privilegedUsers?: string[];
  /** Accept web push endpoints on http loopback addresses (a local push-service simulator; WEB_PUSH_ALLOW_HTTP=1). */
  webPushAllowHttp?: boolean;
  /**
   * Location picker (spec 03 §3.2): the map's MapLibre style JSON (MAP_STYLE_URL) and the address
   * search (GEOCODER_URL, Nominatim-style: `{q}` in the URL, or `q=` is added; answers
   * [{display_name, lat, lon}]). A tenant's settings.map_style_url / geocoder_url win. Neither set or
   * reachable: the picker uses its offline style and typed coordinates.
   */
  mapStyleUrl?: string;
  geocoderUrl?: string;
  /**
   * Attached files on S3-compatible storage instead of DATA_DIR/files (issue 13): all of S3_ENDPOINT,
   * S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY set; S3_REGION (default us-east-1), S3_PREFIX.
   */
  s3?: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; prefix?: string };
  /** Generated clients the demo business gets at first start (DEMO_CLIENTELE; unset = the seed's size, 0 = the compact demo). */
  demoClientele?: number;
  /**
   * PayU WebCheckout's checkout page for tenants that stored no `payu_checkout_url` (PAYU_CHECKOUT_URL;
   * e.g. the local simulator, `npm run payu-simulator`); unset = PayU's public sandbox.
   */
  payuCheckoutUrl?: string;
  /**
   * The DIAN web service for tenants that stored no `dian_endpoint` (DIAN_ENDPOINT). Unset, `npm start`
   * runs the local DIAN simulator in-process (DIAN_SIMULATOR=0 turns that off) and uses it.
   */
  dianEndpoint?: string;
  /** Start the in-process DIAN simulator with `npm start` (DIAN_SIMULATOR, default on; port DIAN_SIMULATOR_PORT, default 4102). */
  dianSimulator?: boolean;
}

function readTrustProxy(value: string | undefined): boolean | string[] | undefined {
  const v = value?.trim();
  if (!v || /^(0|false|no)$/i.test(v)) return undefined;
  if (/^(1|true|yes)$/i.test(v)) return true;
  return v.split(',').map((s) => s.trim()).filter(Boolean);
}

/** An http(s) URL, or undefined (a typo must not become a request to somewhere else). */
export function httpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  try {
    const u = new URL(value.trim().replace(/\{q\}/g, 'QUERY'));
    return u.protocol === 'http:' || u.protocol === 'https:' ? value.trim() : undefined;
  } catch {
    return undefined;
  }
}

function readS3(env: NodeJS.ProcessEnv): ServerConfig['s3'] {
  const endpoint = httpUrl(env.S3_ENDPOINT);
  const [bucket, accessKeyId, secretAccessKey] = [env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY].map((v) => v?.trim() || '');
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) return undefined;
  return { endpoint, bucket, accessKeyId, secretAccessKey, region: env.S3_REGION?.trim() || 'us-east-1', ...(env.S3_PREFIX ? { prefix: env.S3_PREFIX } : {}) };
}

export function readConfig(env = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    tenantDomain: env.TENANT_DOMAIN || undefined,
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Mando <no-reply@mando.test>',
    redisUrl: env.REDIS_URL || undefined,
    broadcastSecret: env.BROADCAST_SECRET || undefined,
    privilegedUsers: parsePrivilegedUsers(env.PRIVILEGED_USERS ?? ''),
    webPushAllowHttp: /^(1|true|yes)$/i.test(env.WEB_PUSH_ALLOW_HTTP ?? ''),
    mapStyleUrl: httpUrl(env.MAP_STYLE_URL),
    geocoderUrl: httpUrl(env.GEOCODER_URL),
    payuCheckoutUrl: httpUrl(env.PAYU_CHECKOUT_URL),
    dianEndpoint: httpUrl(env.DIAN_ENDPOINT),
    dianSimulator: !/^(0|false|no)$/i.test(env.DIAN_SIMULATOR ?? ''),
    s3: readS3(env),
    demoClientele: /^\d{1,5}$/.test(env.DEMO_CLIENTELE ?? '') ? Number(env.DEMO_CLIENTELE) : undefined,
  };
}
