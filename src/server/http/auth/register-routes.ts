import { users } from '../../../core/resources';
import type { FastifyInstance } from 'fastify';
import { RecordError, systemActor, withRecords } from '../../records';
import { issueToken } from '../../auth/session';
import { inTenant } from '../../db/tenant-scope';
import { forbidden, unprocessable } from '../errors';
import {
  addError, bodyOf, checkNewPassword, findUserByEmail, isEmail, maxMsg, minMsg, requiredMsg, sessionFor, str,
} from './shared';

export const REGISTRATION_CLOSED = 'El registro no está habilitado.';
export const EMAIL_TAKEN = 'El correo electrónico ya está registrado.';

/** Self-registration (spec 01 §2.1, §5): only while the tenant has it open; signs the new user in. */
export function registerRoutes(app: FastifyInstance) {
  app.post('/register', async (req, reply) => {
    const tenant = req.tenant;
    if (!tenant.registration_open) throw forbidden(REGISTRATION_CLOSED);
    const body = bodyOf(req);
    const nombre = str(body.nombre).trim();
    const documento = str(body.documento).trim();
    const email = str(body.email).trim().toLowerCase();
    const password = str(body.password);

    const errors: Record<string, string[]> = {};
    const text = (field: string, label: string, value: string, max: number) => {
      if (!value) addError(errors, field, requiredMsg(label));
      else if ([...value].length < 3) addError(errors, field, minMsg(label, 3));
      else if ([...value].length > max) addError(errors, field, maxMsg(label, max));
    };
    text('nombre', 'nombre', nombre, 50);
    text('documento', 'documento', documento, 50);
    text('email', 'correo electrónico', email, 50);
    if (email.length >= 3 && !isEmail(email)) addError(errors, 'email', 'El campo correo electrónico debe ser una dirección de correo válida.');
    checkNewPassword(errors, password, body.password_confirmation, { min: 4, max: 50, confirmationRequired: false });

    const { db } = app.deps;
    if (!errors.email && (await inTenant(db, tenant.id, (trx) => findUserByEmail(trx, tenant.id, email)))) {
      addError(errors, 'email', EMAIL_TAKEN);
    }
    if (Object.keys(errors).length) throw unprocessable(errors);

    const payload = await withRecords(db, systemActor(tenant.id), async (rec) => {
      const trx = rec.trx;
      // Checked again inside the write transaction; the unique index catches the rest.
      if (await findUserByEmail(trx, tenant.id, email)) throw unprocessable({ email: [EMAIL_TAKEN] });
      const id = await rec.create(users, {
        full_name: nombre, documento, email, password, active: true, admin: false, is_store_user: false,
        password_status: 'ok', preferences: {},
      }, { trusted: true }).catch((e: { code?: string }) => {
        if (e?.code === '23505' || (e instanceof RecordError && e.kind === 'invalid')) throw unprocessable({ email: [EMAIL_TAKEN] });
        throw e;
      });
      const token = await issueToken(trx, tenant.id, id, false);
      return sessionFor(app, req, trx, id, token);
    });
    return reply.code(201).send(payload);
  });
}
