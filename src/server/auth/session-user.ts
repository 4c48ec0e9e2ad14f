import { sql } from 'kysely';
import { SUPER_ADMIN } from '../../core/access';
import { httpUrl, type ServerConfig } from '../config';
import type { Tx } from '../db/tenant-scope';
import type { TenantInfo } from '../http/context';
import type { AuthUser } from './session';

/** Realtime settings for the client (spec 01 §3): the Pusher-protocol server at {hostEcho}:{hostPort}/app/{pusherAppKey}. */
export interface Broadcasting {
  enabled: boolean;
  hostEcho: string;
  hostPort: number;
  pusherAppKey: string;
  pusherCluster: string;
}

/** The session user every login answer carries (docs/contracts.md, API; spec 01 §3). */
export interface SessionUser {
  token: string;
  id: number;
  email: string;
  full_name: string;
  roles: string[];
  permissions: string[];
  modulos: string[];
  preferences: Record<string, unknown>;
  password_status: string | null;
  broadcasting: Broadcasting;
  /** Location picker settings (spec 03 §3.2); null = offline style / no address search. */
  maps: MapSettings;
  canSendToDian: boolean;
  canWhatsApp: boolean;
  admin: boolean;
  cliente: { id: number; full_name: string } | null;
  cliente_id: number | null;
  entidad_id: number | null;
  tenant_id: number;
  is_store_user: boolean;
  store_url: string | null;
  app_color: string | null;
  notification_token: string | null;
  notificaciones_count: number;
}

export interface MapSettings { style_url: string | null; geocoder_url: string | null }

/** The tenant's map settings (its `settings` rows map_style_url / geocoder_url), else the server's (env). */
export function mapSettingsOf(config: Pick<ServerConfig, 'mapStyleUrl' | 'geocoderUrl'>, tenant: Pick<TenantInfo, 'settings'>): MapSettings {
  const s = (tenant.settings ?? {}) as Record<string, unknown>;
  return {
    style_url: httpUrl(s.map_style_url) ?? config.mapStyleUrl ?? null,
    geocoder_url: httpUrl(s.geocoder_url) ?? config.geocoderUrl ?? null,
  };
}

export const DIAN_PERMISSION = 'Agregar Facturas';
export const DIAN_MODULE = 'facturacion_electronica';

/**
 * DIAN sending needs the tenant's electronic-invoicing module (spec 01 §6 'facturacion_electronica'), its
 * switch (the `settings` row dian_enabled) and the invoicing permission.
 */
export function canSendToDian(tenant: Pick<TenantInfo, 'settings' | 'modules'>, user: Pick<AuthUser, 'roles' | 'permissions'>): boolean {
  if (!tenant.settings?.dian_enabled || !tenant.modules?.includes(DIAN_MODULE)) return false;
  return user.roles.includes(SUPER_ADMIN) || user.permissions.includes(DIAN_PERMISSION);
}

export function broadcastingOf(config: Pick<ServerConfig, 'publicUrl'>, tenantName: string): Broadcasting {
  const url = new URL(config.publicUrl);
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  return { enabled: true, hostEcho: url.hostname, hostPort: port, pusherAppKey: tenantName, pusherCluster: 'mt1' };
}

async function clienteOf(trx: Tx, tenantId: number, clienteId: number | null) {
  if (clienteId == null) return null;
  const row = (await sql<{ id: number; full_name: string }>`
    select id, concat_ws(' ', nullif(trim(nombres), ''), nullif(trim(middle_name), ''), nullif(trim(apellidos), '')) as full_name
    from clientes where tenant_id = ${tenantId} and id = ${clienteId}`.execute(trx)).rows[0];
  return row ? { id: row.id, full_name: row.full_name } : null;
}

export interface SessionUserInput {
  tenant: TenantInfo;
  user: AuthUser;
  token: string;
  config: Pick<ServerConfig, 'publicUrl' | 'mapStyleUrl' | 'geocoderUrl'>;
}

/** Builds the session payload; runs inside the tenant's transaction (inTenant). */
export async function sessionUserPayload(trx: Tx, { tenant, user, token, config }: SessionUserInput): Promise<SessionUser> {
  const preferences = user.preferences && typeof user.preferences === 'object' ? user.preferences : {};
  const appColor = (preferences as { app_color?: unknown }).app_color ?? tenant.settings?.app_color;
  return {
    token,
    id: user.id,
    email: user.email,
    full_name: user.full_name,
    roles: user.roles,
    permissions: user.permissions,
    modulos: tenant.modules ?? [],
    preferences,
    password_status: user.password_status ?? null,
    broadcasting: broadcastingOf(config, tenant.name),
    maps: mapSettingsOf(config, tenant),
    canSendToDian: canSendToDian(tenant, user),
    canWhatsApp: false,
    admin: !!user.admin,
    cliente: await clienteOf(trx, tenant.id, user.cliente_id),
    cliente_id: user.cliente_id ?? null,
    entidad_id: user.entidad_id ?? null,
    tenant_id: tenant.id,
    is_store_user: !!user.is_store_user,
    store_url: user.store_url ?? null,
    app_color: typeof appColor === 'string' ? appColor : null,
    notification_token: null,
    notificaciones_count: 0,
  };
}
