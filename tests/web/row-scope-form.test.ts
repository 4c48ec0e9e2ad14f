import { describe, expect, it } from 'vitest';
import { tickets } from '../../src/core/resources';
import { formFields, readOnlyFormFields } from '../../src/web/engine/data/payload';
import { principalOf } from '../../src/web/lib/session';

const user = (cliente_id: number | null) => principalOf({
  id: 9, roles: ['Cliente'], permissions: ['Ver Tickets', 'Agregar Tickets', 'Editar Tickets'], modulos: ['tickets', 'clientes'],
  canSendToDian: false, cliente_id, entidad_id: null,
});

describe('the ticket form of a client-linked user (spec 02 §6)', () => {
  it('has no client field: the server fixes it to the user’s own client', () => {
    const names = (p: ReturnType<typeof user>) => [...formFields(tickets, p), ...readOnlyFormFields(tickets, p)].map(([k]) => k);
    expect(names(user(11))).not.toContain('cliente_id');
    expect(names(user(null))).toContain('cliente_id');
  });
});
