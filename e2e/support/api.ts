// Calls to the journey's own server as a demo user, for a test's setup steps that are not what it
// checks (another user's action, a record to act on).
import assert from 'node:assert/strict';
import { DEMO_PASSWORD } from './browser';

export interface ApiUser {
  id: number;
  call(method: string, path: string, body?: unknown): Promise<any>;
}

/** Signs in as `email` on `serverUrl`'s tenant `demo`; `call` fails the test on any non-2xx answer. */
export async function apiAs(serverUrl: string, email: string, tenant = 'demo'): Promise<ApiUser> {
  const base = `${serverUrl}/${tenant}/api`;
  const res = await fetch(`${base}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: email, password: DEMO_PASSWORD }) });
  const user = await res.json() as { token: string; id: number };
  const call = async (method: string, path: string, body?: unknown) => {
    const r = await fetch(`${base}/${path}`, { method, headers: { 'auth-token': user.token, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
    if (!r.ok) assert.fail(`${method} ${path}: ${r.status} ${await r.text()}`);
    return r.json();
  };
  return { id: user.id, call };
}
