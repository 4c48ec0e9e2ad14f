// Each tenant is its own Pusher app: key = tenant name (the login answer's broadcasting.pusherAppKey),
// secret = HMAC(master secret, key). The master secret comes from BROADCAST_SECRET, the data folder
// (main.ts) or Redis (shared by every node); tests get a random one per process.
import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { findTenant } from '../http/tenancy';
import { isTenantName } from '../../core/tenant-name';

export interface RealtimeApp {
  key: string;
  tenantId: number;
  secret: string;
}

export const randomMasterSecret = () => randomBytes(32).toString('hex');

export const appSecret = (master: string, key: string) => createHmac('sha256', master).update(`pusher-app:${key}`).digest('hex');

/** The app of a key, or null when no active tenant has that name (→ 4001). */
export async function findApp(db: Kysely<any>, master: string, key: string): Promise<RealtimeApp | null> {
  if (!isTenantName(key)) return null;
  const tenant = await findTenant(db, key);
  return tenant ? { key, tenantId: tenant.id, secret: appSecret(master, key) } : null;
}
