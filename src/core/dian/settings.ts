import { boolean, select, text } from '../resource';
import type { SettingDef } from '../resources/setting-def';

/** DIAN environments (cbc:ProfileExecutionID): habilitación (tests) or production. */
export const DIAN_ENVIRONMENTS = [{ value: '2', label: 'Habilitación (pruebas)' }, { value: '1', label: 'Producción' }];

/**
 * The tenant settings of electronic invoicing: who issues (the supplier party of every UBL document,
 * exactly as in its RUT — rule FAJ43 compares the name), the software registered with the DIAN
 * (SoftwareID, PIN: the CUDE key and SoftwareSecurityCode), the environment and its web service.
 * The certificate (PKCS#12) is kept with the signing code (server/dian), not here.
 */
export const DIAN_SETTINGS: readonly SettingDef[] = [
  { key: 'dian_nit', field: text({ label: 'NIT del emisor', default: '', rules: 'nit|max:20', placeholder: '900123456-7', hint: 'Con dígito de verificación.' }) },
  { key: 'dian_razon_social', field: text({ label: 'Razón social del emisor', default: '', rules: 'max:200', hint: 'Exactamente como figura en el RUT.' }) },
  { key: 'dian_nombre_comercial', field: text({ label: 'Nombre comercial del emisor', default: '', rules: 'max:200' }) },
  {
    key: 'dian_tipo_organizacion',
    field: select([{ value: '1', label: 'Persona jurídica' }, { value: '2', label: 'Persona natural' }], { label: 'Tipo de organización', default: '1' }),
  },
  { key: 'dian_regimen', field: select([{ value: '48', label: 'Responsable de IVA' }, { value: '49', label: 'No responsable de IVA' }], { label: 'Régimen del emisor', default: '48' }) },
  { key: 'dian_responsabilidades', field: text({ label: 'Responsabilidades fiscales', default: 'R-99-PN', rules: 'max:100', placeholder: 'O-13;O-15', hint: 'Códigos separados por punto y coma.' }) },
  { key: 'dian_direccion', field: text({ label: 'Dirección del emisor', default: '', rules: 'max:255' }) },
  { key: 'dian_ciudad', field: text({ label: 'Código del municipio del emisor', default: '11001', rules: 'max:5', hint: 'DIVIPOLA, p. ej. 11001 para Bogotá.' }) },
  { key: 'dian_telefono', field: text({ label: 'Teléfono del emisor', default: '', rules: 'max:30' }) },
  { key: 'dian_email', field: text({ label: 'Correo del emisor', default: '', rules: 'max:255' }) },
  { key: 'dian_environment', field: select(DIAN_ENVIRONMENTS, { label: 'Ambiente DIAN', default: '2' }) },
  { key: 'dian_software_id', field: text({ label: 'Identificador del software', default: '', rules: 'max:100' }) },
  { key: 'dian_software_pin', field: text({ label: 'PIN del software', default: '', rules: 'max:100' }) },
  { key: 'dian_test_set_id', field: text({ label: 'TestSetId de habilitación', default: '', rules: 'max:100' }) },
  {
    key: 'dian_contingencia',
    field: boolean({ label: 'Facturación en contingencia', default: false,
      hint: 'Se activa sola cuando la DIAN no responde: las facturas electrónicas se numeran con la resolución de contingencia (tipo 03) y se envían cuando la DIAN vuelva a responder, que la desactiva.' }),
  },
  // The POS document's extensions (docs/design-notes.md 'POS electronic equivalent document'): who made
  // the software and the till (caja) the tickets are issued from. Empty: the defaults of server/dian/document.ts.
  { key: 'dian_pos_fabricante', field: text({ label: 'Fabricante del software POS (nombre y apellido)', default: '', rules: 'max:200' }) },
  { key: 'dian_pos_fabricante_razon_social', field: text({ label: 'Razón social del fabricante del software POS', default: '', rules: 'max:200' }) },
  { key: 'dian_pos_software', field: text({ label: 'Nombre del software POS', default: 'Mando', rules: 'max:100' }) },
  { key: 'dian_pos_caja', field: text({ label: 'Placa de la caja POS', default: 'CAJA-1', rules: 'max:100' }) },
  { key: 'dian_pos_caja_ubicacion', field: text({ label: 'Ubicación de la caja POS', default: '', rules: 'max:255', hint: 'Vacía: la dirección del emisor.' }) },
  { key: 'dian_pos_caja_tipo', field: text({ label: 'Tipo de caja POS', default: 'POS', rules: 'max:100' }) },
  { key: 'dian_endpoint', field: text({ label: 'Servicio web de la DIAN (URL)', default: '', rules: 'url|max:500', placeholder: 'https://vpfe-hab.dian.gov.co/WcfDianCustomerServices.svc' }) },
];
