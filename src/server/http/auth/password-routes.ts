import { users } from '../../../core/resources';
import { systemActor, withRecords } from '../../records';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { verifyPassword } from '../../auth/password';
import { hashToken } from '../../auth/session';
import { inTenant, type Tx } from '../../db/tenant-scope';
import { requireAuth } from '../context';
import { unprocessable } from '../errors';
import {
  addError, bodyOf, checkNewPassword, findUserByEmail, INVALID_RESET_TOKEN, isEmail, requiredMsg, str, throttlesFor,
  tooManyAttempts,
} from './shared';

export const RESET_TTL_MS = 60 * 60 * 1000;
export const RESET_LINK_SENT = 'Si el correo existe, te enviamos un enlace para restablecer la contraseña.';
const NEW_PASSWORD = { min: 6, max: 50, confirmationRequired: true } as const;

const resetHash = (token: string) => createHash('sha256').update(`password-reset:${token}`).digest('hex');

/** Change (signed in) and reset by e-mailed link (spec 01 §2.3 /change-password, /reset-password). */
export function passwordRoutes(app: FastifyInstance) {
  const throttles = throttlesFor(app.deps);

  app.post('/change-password', async (req, reply) => {
    const auth = requireAuth(req);
    const tenant = req.tenant;
    const body = bodyOf(req);
    const current = str(body.current_password);
    const password = str(body.password);

    const key = `password-change:${tenant.id}|${auth.user.id}`;
    const wait = await throttles.passwordChange.attempt(key);
    if (wait) return tooManyAttempts(reply, wait);

    const errors: Record<string, string[]> = {};
    if (!current) {
      addError(errors, 'current_password', requiredMsg('contraseña actual'));
    } else {
      const stored = await inTenant(app.deps.db, tenant.id, async (trx) => (await sql<{ password: string | null }>`
        select password from users where tenant_id = ${tenant.id} and id = ${auth.user.id}`.execute(trx)).rows[0]?.password);
      if (!(await verifyPassword(stored, current))) addError(errors, 'current_password', 'La contraseña actual no es correcta.');
    }
    checkNewPassword(errors, password, body.password_confirmation, NEW_PASSWORD);
    if (Object.keys(errors).length) throw unprocessable(errors);
    await throttles.passwordChange.clear(key);

    await withRecords(app.deps.db, systemActor(tenant.id, auth.user.id), async (rec) => {
      await rec.update(users, auth.user.id, { password, password_status: 'ok' }, { trusted: true });
      // Other devices must sign in again; this session stays.
      await sql`delete from auth_tokens where tenant_id = ${tenant.id} and user_id = ${auth.user.id}
        and token_hash <> ${hashToken(auth.token)}`.execute(rec.trx);
    });
    return { message: 'Contraseña actualizada.' };
  });

  app.post('/password/email', async (req) => {
    const tenant = req.tenant;
    const { db, config, mailer } = app.deps;
    const email = str(bodyOf(req).email).trim();
    if (!email) throw unprocessable({ email: [requiredMsg('correo electrónico')] });
    if (!isEmail(email)) throw unprocessable({ email: ['El campo correo electrónico debe ser una dirección de correo válida.'] });

    // Same answer whether or not the address has an account, and whether or not a mail went out.
    const answer = { message: RESET_LINK_SENT };
    if (await throttles.resetMail.attempt(`reset-mail:${tenant.id}|${email.toLowerCase()}`)) return answer;

    await inTenant(db, tenant.id, async (trx) => {
      const user = await findUserByEmail(trx, tenant.id, email);
      if (!user || user.active === false) return;
      const token = randomBytes(32).toString('base64url');
      const key = user.email.toLowerCase();
      // One live link per address: a new request replaces the earlier ones.
      await sql`delete from password_resets where tenant_id = ${tenant.id} and email = ${key} and used_at is null`.execute(trx);
      await sql`insert into password_resets (tenant_id, email, token_hash, expires_at)
        values (${tenant.id}, ${key}, ${resetHash(token)}, ${new Date(Date.now() + RESET_TTL_MS)})`.execute(trx);
      const link = `${config.publicUrl}/reset-password?${new URLSearchParams({ token, email: user.email, tenant: tenant.name })}`;
      await mailer.send(trx, tenant.id, {
        to: user.email,
        subject: `Restablecer contraseña — ${tenant.display_name}`,
        body: [
          `Hola ${user.full_name},`,
          '',
          `Recibimos una solicitud para restablecer la contraseña de tu cuenta en ${tenant.display_name}.`,
          'Para elegir una nueva contraseña abre este enlace (vence en 60 minutos):',
          '',
          link,
          '',
          'Si no solicitaste el cambio, ignora este correo: tu contraseña no cambiará.',
        ].join('\n'),
      });
    });
    return answer;
  });

  app.post('/password/reset', async (req) => {
    const tenant = req.tenant;
    const body = bodyOf(req);
    const token = str(body.token);
    const email = str(body.email).trim().toLowerCase();
    const password = str(body.password);
    const { db } = app.deps;

    const live = async (trx: Tx) => (await sql<{ id: number }>`
      select id from password_resets where tenant_id = ${tenant.id} and token_hash = ${resetHash(token)}
        and email = ${email} and used_at is null and expires_at > now()`.execute(trx)).rows[0];

    const errors: Record<string, string[]> = {};
    if (!token || !email || !(await inTenant(db, tenant.id, live))) addError(errors, 'token', INVALID_RESET_TOKEN);
    checkNewPassword(errors, password, body.password_confirmation, NEW_PASSWORD);
    if (Object.keys(errors).length) throw unprocessable(errors);

    await withRecords(db, systemActor(tenant.id), async (rec) => {
      const trx = rec.trx;
      // Consumed atomically: of two requests with the same link only one gets the row.
      const used = (await sql<{ id: number }>`update password_resets set used_at = now()
        where tenant_id = ${tenant.id} and token_hash = ${resetHash(token)} and email = ${email}
          and used_at is null and expires_at > now() returning id`.execute(trx)).rows[0];
      const user = used ? await findUserByEmail(trx, tenant.id, email) : null;
      if (!user || user.active === false) throw unprocessable({ token: [INVALID_RESET_TOKEN] });
      await sql`update password_resets set used_at = now()
        where tenant_id = ${tenant.id} and email = ${email} and used_at is null`.execute(trx);
      await rec.update(users, user.id, { password, password_status: 'ok' }, { trusted: true });
      await sql`delete from auth_tokens where tenant_id = ${tenant.id} and user_id = ${user.id}`.execute(trx);
    });
    return { message: 'Tu contraseña ha sido restablecida.' };
  });
}
