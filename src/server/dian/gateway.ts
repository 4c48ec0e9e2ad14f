import { sql, type Kysely } from 'kysely';
import { readSettings } from '../../core/resources/settings';
import { inTenant } from '../db/tenant-scope';
import { dianClientFromSettings, type DianClientOptions } from './client';
import type { DianAnswer, DianClient } from './types';

/**
 * The send and status halves of the send queue's gateway (features/dian-send DianGateway), per
 * tenant: each call builds the tenant's DianClient from its current settings (endpoint, certificate).
 * Two DIAN answers are translated for the queue: a resend answered 'Regla: 90' (the DIAN already
 * holds the document) becomes the stored answer of that document (GetStatus), and GetStatus of a
 * document the DIAN does not know (StatusCode 66) is null.
 */
export interface DianWire {
  send(tenantId: number, doc: { fileName: string; xml: string }): Promise<DianAnswer>;
  status(tenantId: number, documentKey: string): Promise<DianAnswer | null>;
}

const UNKNOWN = '66';

export function dianWire(o: { settingsOf: (tenantId: number) => Promise<Record<string, unknown>> } & Pick<DianClientOptions, 'fetch' | 'timeoutMs'>): DianWire {
  const clientOf = async (tenantId: number): Promise<DianClient> =>
    dianClientFromSettings(await o.settingsOf(tenantId), { ...(o.fetch ? { fetch: o.fetch } : {}), ...(o.timeoutMs ? { timeoutMs: o.timeoutMs } : {}) });
  return {
    async send(tenantId, doc) {
      const client = await clientOf(tenantId);
      const answer = await client.sendBillSync(doc);
      if (answer.alreadyProcessed && answer.documentKey) {
        const stored = await client.getStatus(answer.documentKey);
        if (stored.statusCode !== UNKNOWN) return stored;
      }
      return answer;
    },
    async status(tenantId, documentKey) {
      const answer = await (await clientOf(tenantId)).getStatus(documentKey);
      return answer.statusCode === UNKNOWN ? null : answer;
    },
  };
}

/** A tenant's typed settings read in its own scope (RLS), for `settingsOf`. */
export const tenantSettingsOf = (db: Kysely<any>) => async (tenantId: number): Promise<Record<string, unknown>> =>
  readSettings(await inTenant(db, tenantId, async (trx) => (await sql<{ key: string; value: string | null }>`select key, value
    from settings where tenant_id = ${tenantId}`.execute(trx)).rows));
