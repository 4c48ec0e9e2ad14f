import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Public base URL used in links and active-tenants (defaults to http://localhost:PORT). */
  publicUrl: string;
  /** Domain for host-based tenants ({tenant}.{domain}); path prefixes always work. */
  tenantDomain?: string;
  smtpUrl?: string;
  mailFrom: string;
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
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Mando <no-reply@mando.test>',
  };
}
