// The demo tenant's electronic-invoicing setup (issue 15): a plausible issuer as in its RUT, the
// software registered with the DIAN and the habilitación environment, so its invoices build into UBL
// documents out of the box (src/server/dian/document.ts). The technical key is on the FE resolution
// (receivables.ts). Sending stays off (dian_enabled) until a SuperAdmin switches it on.
import { settings } from '../../core/resources';
import type { Resource } from '../../core/resource/types';
import { formatNit } from '../../core/rules/nit';

export const DEMO_DIAN_SETTINGS: Readonly<Record<string, string>> = {
  dian_nit: formatNit('901555123'),
  dian_razon_social: 'Comercializadora Demo S.A.S.',
  dian_nombre_comercial: 'Comercializadora Demo',
  dian_tipo_organizacion: '1',
  dian_regimen: '48',
  dian_responsabilidades: 'O-13;O-15',
  dian_direccion: 'Calle 72 # 10-07 Oficina 501',
  dian_ciudad: '11001',
  dian_telefono: '6017434000',
  dian_email: 'facturacion@comercializadorademo.co',
  dian_environment: '2',
  dian_software_id: 'b3a7c1e2-5d4f-4e8a-9c61-2f0d8e7a4b15',
  dian_software_pin: '75315',
  dian_test_set_id: '7f2c9a41-3b6e-4d0f-8a15-c9e2d4b6a803',
};

export async function seedDianSettings(s: { create(r: Resource, body: Record<string, unknown>): Promise<number> }) {
  for (const [key, value] of Object.entries(DEMO_DIAN_SETTINGS)) await s.create(settings, { key, value });
}
