/**
 * The "bare node:http + pg" column: the same SQL as the floor behind the thinnest HTTP endpoint
 * (no framework, no auth, no RLS), answering `{ data, total? }` as JSON. Its pool has Mando's size.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { REQUESTS } from './requests';

export async function startBareServer(dbUrl: string, tenantId: number, poolSize: number) {
  const pool = new pg.Pool({ connectionString: dbUrl, max: poolSize });
  const byPath = new Map(REQUESTS.map((r) => [`/${r.key}`, r]));
  const server = http.createServer(async (req, res) => {
    const r = byPath.get((req.url ?? '').split('?')[0]);
    if (!r) {
      res.writeHead(404).end();
      return;
    }
    try {
      const c = await pool.connect();
      try {
        const [rowsSql, countSql] = r.statements(tenantId);
        const rows = (await c.query(rowsSql.text, rowsSql.values)).rows;
        const body: Record<string, unknown> = { data: rows };
        if (countSql) body.total = (await c.query(countSql.text, countSql.values)).rows[0].total;
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      } finally {
        c.release();
      }
    } catch (e) {
      res.writeHead(500).end(String(e));
    }
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (key: string) => `http://127.0.0.1:${port}/${key}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end();
    },
  };
}
