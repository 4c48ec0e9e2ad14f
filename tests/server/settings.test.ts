import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS } from '../../src/core/resources/settings';
import { loadPkcs12 } from '../../src/server/dian/certificate';
import { api, createTestApp, login } from '../helpers/app';

// Tenant settings (spec 03 §7.4–7.5; docs/design-notes.md "Tenant settings"): key/value rows per
// tenant, checked by the catalogue of known keys, written by SuperAdmin only, read back by the tenant
// at once (session: canSendToDian, maps), the banner readable by a user who can send to the DIAN.

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: ReturnType<typeof api>;
let acme: ReturnType<typeof api>;
let staff: ReturnType<typeof api>;
let tenantId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = api(t.app, await login(t.app, 'admin@demo.test'));
  acme = api(t.app, await login(t.app, 'admin@acme.test'));
  staff = api(t.app, await login(t.app, 'staff@demo.test'));
  tenantId = (await admin('GET', 'demo', 'login')).json().tenant_id;
});
afterAll(() => t.close());

/** A demo user whose only role grants exactly `permission`. */
async function userWith(permission: string, email: string) {
  const perm = (await admin('GET', 'demo', `permissions?where[name]=${encodeURIComponent(permission)}`)).json()[0];
  const role = (await admin('POST', 'demo', 'roles', { name: `Rol ${email}`, permissions: [perm.id] })).json();
  const created = await admin('POST', 'demo', 'users', { full_name: `Usuario ${email}`, email, documento: String(1e9 + email.length * 7919),
    password: 'demo1234', password_confirmation: 'demo1234', roles: [role.id] });
  expect(created.statusCode, created.body).toBe(201);
  return api(t.app, await login(t.app, email));
}

describe('settings: the catalogue decides what a value may be', () => {
  it('refuses an unknown key, and a value its key does not accept, with Spanish messages on the field', async () => {
    const unknown = await admin('POST', 'demo', 'settings', { key: 'color_favorito', value: 'azul' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.key).toEqual(['El valor seleccionado no es válido.']);
    const notBool = await admin('POST', 'demo', 'settings', { key: 'dian_enabled', value: 'quizás' });
    expect(notBool.statusCode).toBe(422);
    expect(notBool.json().errors.value).toEqual(['Debe ser verdadero o falso.']);
    const tooLong = await admin('POST', 'demo', 'settings', { key: 'banner_message', value: 'x'.repeat(501) });
    expect(tooLong.json().errors.value).toEqual(['El campo Mensaje del banner no debe tener más de 500 caracteres.']);
    const emails = await admin('POST', 'demo', 'settings', { key: 'privileged_users', value: 'a@b.co, no-es-correo' });
    expect(emails.json().errors.value).toEqual(['El campo Usuarios privilegiados no tiene un formato válido.']);
    const color = await admin('POST', 'demo', 'settings', { key: 'app_color', value: 'fucsia' });
    expect(color.json().errors.value).toEqual(['El valor seleccionado no es válido.']);
  });

  it('stores the canonical text, keeps keys unique per tenant and never changes a key', async () => {
    const created = await admin('POST', 'demo', 'settings', { key: 'app_color', value: 'teal' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ key: 'app_color', value: 'teal' });
    expect(created.json().updated_at).toEqual(expect.any(String));
    const again = await admin('POST', 'demo', 'settings', { key: 'app_color', value: 'green' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.key).toEqual(['Ya existe un registro con este valor.']);
    const rekey = await admin('PUT', 'demo', `settings/${created.json().id}`, { key: 'banner_message' });
    expect(rekey.statusCode).toBe(422);
    expect(rekey.json().errors.key).toEqual(['La clave de una configuración no cambia; cree otra configuración.']);
    // Another tenant has its own row under the same key.
    expect((await acme('POST', 'acme', 'settings', { key: 'app_color', value: 'red' })).statusCode).toBe(201);
    const bool = await admin('POST', 'demo', 'settings', { key: 'dian_enabled', value: 1 });
    expect(bool.json().value).toBe('true');
    await admin('DELETE', 'demo', `settings/${bool.json().id}`);
  });
});

describe('settings: who reads and writes', () => {
  it('only SuperAdmin writes; others read the public keys (the banner) only', async () => {
    expect((await staff('POST', 'demo', 'settings', { key: 'banner_message', value: 'Hola' })).statusCode).toBe(403);
    expect((await staff('PUT', 'demo', `admin-settings/${tenantId}`, { banner_message: 'Hola' })).statusCode).toBe(403);
    expect((await staff('GET', 'demo', `admin-settings/${tenantId}`)).statusCode).toBe(403);
    await admin('PUT', 'demo', `admin-settings/${tenantId}`, { banner_message: 'Cierre contable el viernes', privileged_users: 'admin@demo.test' });
    const seen = (await staff('GET', 'demo', 'settings?limit=50')).json() as { key: string }[];
    expect(seen.map((r) => r.key)).toEqual(['banner_message']);
    const all = (await admin('GET', 'demo', 'settings?limit=50')).json() as { key: string }[];
    expect(all.map((r) => r.key)).toContain('privileged_users');
    const hidden = all.find((r) => r.key === 'privileged_users') as unknown as { id: number };
    expect((await staff('GET', 'demo', `settings/${hidden.id}`)).statusCode).toBe(404);
  });

  it('a tenant never reads nor changes another tenant’s settings', async () => {
    const demoRows = (await admin('GET', 'demo', 'settings?limit=50')).json() as { id: number; key: string; value: string }[];
    const acmeRows = (await acme('GET', 'acme', 'settings?limit=50')).json() as { id: number; value: string }[];
    expect(acmeRows.some((r) => demoRows.some((d) => d.id === r.id))).toBe(false);
    expect(acmeRows.map((r) => r.value)).not.toContain('Cierre contable el viernes');
    const banner = demoRows.find((r) => r.key === 'banner_message')!;
    expect((await acme('PUT', 'acme', `settings/${banner.id}`, { value: 'Intruso' })).statusCode).toBe(404);
    // The admin-settings record is the tenant's own id only.
    expect((await acme('GET', 'acme', `admin-settings/${tenantId}`)).statusCode).toBe(404);
    expect((await admin('GET', 'demo', 'settings?where[key]=banner_message&limit=1')).json()[0].value).toBe('Cierre contable el viernes');
  });
});

describe('/admin/settings and the tenant', () => {
  it('reads every catalogue key with its default, and refuses unknown keys and bad values', async () => {
    const got = await admin('GET', 'demo', `admin-settings/${tenantId}`);
    expect(got.statusCode, got.body).toBe(200);
    for (const d of SETTINGS) expect(got.json(), d.key).toHaveProperty(d.key);
    expect(got.json().dian_enabled).toBe(false);
    const bad = await admin('PUT', 'demo', `admin-settings/${tenantId}`, { modo_oscuro: true, map_style_url: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      modo_oscuro: ['Esta configuración no existe.'],
      map_style_url: ['El campo Estilo del mapa (URL) debe ser una dirección web válida (http o https).'],
    });
  });

  it('a change holds for the tenant at once: the session of a DIAN user, and the banner it reads', async () => {
    const dian = await userWith('Agregar Facturas', 'dian-user@demo.test');
    expect((await dian('GET', 'demo', 'login')).json().canSendToDian).toBe(false);
    const put = await admin('PUT', 'demo', `admin-settings/${tenantId}`, {
      dian_enabled: true, banner_message: 'Nueva resolución de facturación vigente', map_style_url: 'https://tiles.example/estilo.json',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ dian_enabled: true, banner_message: 'Nueva resolución de facturación vigente' });
    // No 5-second wait: the write ended the tenant cache.
    const session = (await dian('GET', 'demo', 'login')).json();
    expect(session.canSendToDian).toBe(true);
    expect(session.maps.style_url).toBe('https://tiles.example/estilo.json');
    const banner = (await dian('GET', 'demo', 'settings?where[key]=banner_message&limit=1')).json();
    expect(banner).toHaveLength(1);
    expect(banner[0]).toMatchObject({ key: 'banner_message', value: 'Nueva resolución de facturación vigente', updated_at: expect.any(String) });
    // acme is untouched.
    expect((await acme('GET', 'acme', 'login')).json().canSendToDian).toBe(false);
    // Switched off again, at once too.
    await admin('PUT', 'demo', `admin-settings/${tenantId}`, { dian_enabled: false });
    expect((await dian('GET', 'demo', 'login')).json().canSendToDian).toBe(false);
    // The changes are revisions of the rows, by the SuperAdmin.
    const row = (await admin('GET', 'demo', 'settings?where[key]=dian_enabled&limit=1')).json()[0];
    const revs = (await admin('GET', 'demo', `settings/${row.id}/revisions`)).json();
    expect(revs.map((r: { action: string }) => r.action)).toEqual(['updated', 'created']);
  });
});

describe('settings: the DIAN signing certificate', () => {
  it('the demo tenant has a generated certificate that opens with its password; nobody but SuperAdmin reads either', async () => {
    const rows = (await admin('GET', 'demo', 'settings?limit=100')).json() as { key: string; value: string }[];
    const p12 = rows.find((r) => r.key === 'dian_certificate')!.value;
    const password = rows.find((r) => r.key === 'dian_certificate_password')!.value;
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(loadPkcs12(p12, password).commonName).toBe('Comercializadora Demo S.A.S.');
    for (const key of ['dian_certificate', 'dian_certificate_password']) {
      expect((await staff('GET', 'demo', `settings?where[key]=${key}`)).json()).toEqual([]);
    }
    expect((await staff('GET', 'demo', 'settings?limit=100')).body).not.toContain(password);
    // Another tenant's SuperAdmin does not see the demo's either.
    expect((await acme('GET', 'acme', 'settings?limit=100')).body).not.toContain(password);
  });
});
