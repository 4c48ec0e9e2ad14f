/**
 * What a DIAN rejection rule means and how to fix it, in Spanish, for the document's author (the
 * invoice page, the rejection notification). The codes are the Anexo Técnico 1.9's validation rules
 * (the DIAN answers "Regla: FAD09e, Rechazo: …"); a code not listed keeps the DIAN's own message.
 */
export const DIAN_RULE_FIXES: Record<string, string> = {
  // Keyed without the document letter (F invoice, C credit note, D debit note): AD09e is FAD09e, CAD09e, DAD09e.
  AD09e: 'La fecha de emisión debe ser la del día del envío (hora de Colombia). Vuelve a enviar el documento: se emitirá con la fecha de hoy.',
  AJ43b: 'La razón social del emisor no coincide con el RUT. Corrígela en Configuración › «Razón social del emisor», exactamente como figura en el RUT, y vuelve a enviar.',
  AJ21: 'El NIT del emisor no está habilitado como facturador electrónico. Revisa «NIT del emisor» en Configuración o termina la habilitación ante la DIAN.',
  AJ24: 'El dígito de verificación del NIT del emisor no es válido. Corrige «NIT del emisor» en Configuración y vuelve a enviar.',
  AK24: 'El dígito de verificación del NIT del cliente no es válido. Corrige el documento del cliente y vuelve a enviar.',
  AB27b: 'El software o su PIN no son los registrados ante la DIAN. Revisa «Identificador del software» y «PIN del software» en Configuración.',
  AD06: 'El CUFE/CUDE no corresponde a los datos del documento. Revisa la clave técnica de la resolución y vuelve a enviar.',
  AB05b: 'La resolución de facturación no es un rango otorgado por la DIAN a este emisor. Revisa el número de la resolución.',
  AB10b: 'El prefijo no corresponde a la resolución. Revisa el prefijo de la resolución de facturación.',
  AD05d: 'El número está fuera del rango autorizado por la resolución. Usa una resolución vigente con números disponibles.',
  AD09a: 'La fecha de emisión es anterior a la vigencia de la resolución. Usa una resolución vigente.',
  AD09b: 'La fecha de emisión es posterior a la vigencia de la resolución. Solicita una nueva resolución a la DIAN y regístrala.',
  AU02: 'El valor bruto no es la suma de las líneas. Revisa cantidades y precios de las líneas.',
  AU04: 'La base imponible no coincide con las líneas. Revisa los impuestos de las líneas.',
  AU06: 'El valor con impuestos no coincide con las líneas. Revisa los impuestos de las líneas.',
  AU14: 'El total a pagar no coincide con el valor bruto más impuestos menos descuentos. Revisa los valores de las líneas.',
  ZE02: 'La firma digital no es válida. Revisa el certificado de firma en Configuración.',
  ZB01: 'El documento no tiene la estructura XML que exige la DIAN. Informa al soporte de Mando.',
  '90': 'La DIAN ya había recibido este documento: no se envió de nuevo.',
};

/** The fix for a rule code, whatever the document letter. */
export const dianRuleFix = (rule: string): string | undefined =>
  DIAN_RULE_FIXES[rule] ?? (/^[FCD]A/.test(rule) ? DIAN_RULE_FIXES[rule.slice(1)] : undefined);

/** The rejection as text: one line per rule, "CÓDIGO — mensaje de la DIAN. Corrección: …". */
export function dianRejectionText(errors: readonly { rule: string; message: string }[], description = ''): string {
  if (!errors.length) return description || 'Documento rechazado por la DIAN.';
  return errors.map((e) => {
    const fix = dianRuleFix(e.rule);
    return `${e.rule} — ${e.message}${fix ? ` Corrección: ${fix}` : ''}`;
  }).join('\n');
}
