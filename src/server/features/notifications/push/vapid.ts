import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

/** The server's VAPID key pair (RFC 8292), base64url as browsers take `applicationServerKey`. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const cache = new Map<string, VapidKeys>();

/**
 * The data folder's VAPID keys, generated (P-256) and written there the first time: push
 * subscriptions are bound to the public key, so it must survive restarts and upgrades. The file is
 * written owner-only and renamed into place, so a crash never leaves half a key.
 */
export function vapidKeys(dataDir: string): VapidKeys {
  const known = cache.get(dataDir);
  if (known) return known;
  const file = join(dataDir, 'vapid.json');
  let keys: VapidKeys | null = null;
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string') keys = { publicKey: stored.publicKey, privateKey: stored.privateKey };
  }
  if (!keys) {
    keys = webpush.generateVAPIDKeys();
    mkdirSync(dataDir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(keys, null, 2), { mode: 0o600 });
    renameSync(tmp, file);
  }
  cache.set(dataDir, keys);
  return keys;
}

/** `mailto:` contact of the VAPID claims (RFC 8292 §2.1) from the server's sender address. */
export function vapidSubject(mailFrom: string, publicUrl: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? (mailFrom.includes('@') ? mailFrom.trim() : '');
  if (address) return `mailto:${address}`;
  return publicUrl.startsWith('https://') ? publicUrl : 'mailto:no-reply@mando.test';
}
