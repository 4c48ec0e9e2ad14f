import { text, textarea } from '../resource';
import type { SettingDef } from '../resources/setting-def';

/**
 * The tenant's signing certificate (server/dian/certificate.ts): the PKCS#12 file as base64 and its
 * password. Settings are SuperAdmin's only (not `public`), so nobody else reads them through the API;
 * the server never logs them. A PKCS#12 of one RSA-2048 certificate and its key is about 3 400
 * base64 characters; a Colombian CA's file carries its chain (two or three certificates, often RSA-4096)
 * and reaches 8 000–12 000, hence the certificate's own limit of 20 000.
 */
export const CERTIFICATE_MAX_CHARS = 20_000;
export const DIAN_WIRE_SETTINGS: readonly SettingDef[] = [
  {
    key: 'dian_certificate',
    field: textarea({ label: 'Certificado de firma (PKCS#12 en base64)', default: '', rules: `max:${CERTIFICATE_MAX_CHARS}`,
      hint: 'El archivo .p12 o .pfx del certificado digital, codificado en base64.' }),
  },
  { key: 'dian_certificate_password', field: text({ label: 'Contraseña del certificado', default: '', rules: 'max:200' }) },
];
