import { Readable } from 'node:stream';
import { categoriasTickets, seguimientos, tickets } from '../../core/resources';
import type { Resource } from '../../core/resource/types';
import type { FileStorage } from '../files/storage';
import { DEMO_TICKET_BOARDS } from './demo-data';
import { sql } from 'kysely';
import type { Tx } from '../db/tenant-scope';

type Create = (r: Resource, body: Record<string, unknown>, userId: number | null, trusted?: boolean) => Promise<number>;

const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);

/**
 * The ticket boards of the demo tenant: categories with tickets in every column, comments (which keep
 * each ticket's last_seguimiento) and, when a file storage is given, one attachment.
 */
export async function seedTicketBoards(
  s: { create: Create; trx: Tx; tenantId: number },
  who: { admin: number; staff: number; cliente: number },
  clienteIds: number[],
  existing: Record<string, number>,
  storage?: FileStorage,
) {
  for (const board of DEMO_TICKET_BOARDS) {
    const categoria_id = existing[board.nombre] ?? await s.create(categoriasTickets, {
      nombre: board.nombre, color: board.color, descripcion: board.descripcion, ...(board.lists ? { lists: board.lists } : {}),
    }, who.admin);
    for (const [titulo, contenido, estado, priority, due, points, cliente, assignees, comments] of board.tickets) {
      // An overdue date cannot pass 'after:tomorrow': those few are written as the server itself would.
      const id = await s.create(tickets, {
        titulo, contenido, estado, priority, points, categoria_id, guardian_id: who.admin,
        cliente_id: cliente === null ? null : clienteIds[cliente], assignees: assignees.map((k) => who[k]),
        ...(due === null ? {} : { vencimiento: inDays(due) }),
        ...(due !== null && due < 2 ? { user_id: who.admin } : {}),
      }, who.admin, due !== null && due < 2);
      let lastComment = 0;
      for (const [author, texto] of comments) lastComment = await s.create(seguimientos, { ticket_id: id, texto }, who[author]);
      if (storage && lastComment && /Adjunto/.test(comments.at(-1)?.[1] ?? '')) {
        const body = 'Diagnóstico del disco\nUso: 95%\nSectores reasignados: 12\nRecomendación: reemplazar por SSD de 1 TB.\n';
        const key = `${s.tenantId}/seguimientos/demo-diagnostico.txt`;
        await storage.remove(key);
        await storage.put(key, Readable.from([Buffer.from(body)]));
        await sql`insert into files (tenant_id, resource, record_id, name, mime, size, storage_key, user_id)
          values (${s.tenantId}, 'seguimientos', ${lastComment}, 'diagnostico-disco.txt', 'text/plain', ${Buffer.byteLength(body)}, ${key}, ${who.admin})`.execute(s.trx);
      }
    }
  }
}
