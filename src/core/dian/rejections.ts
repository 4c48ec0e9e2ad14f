/**
 * What a DIAN rejection rule means and how to fix it, in Spanish, for the document's author (the
 * invoice page, the rejection notification). The codes are the Anexo Técnico 1.9's validation rules
 * (the DIAN answers "Regla: FAD09e, Rechazo: …"); a code not listed keeps the DIAN's own message.
 */
export const DIAN_RULE_FIXES: Record<string, string> = {
  FAD09e: 'La fecha de emisión debe ser la del día del envío (hora de Colombia). Vuelve a enviar el documento: se emitirá con la fecha de hoy.',
  FAJ43: 'La razón social del emisor no coincide con el RUT. Corrígela en Configuración › «Razón social del emisor», exactamente como figura en el RUT, y vuelve a enviar.',
  FAJ24: 'El dígito de verificación del NIT del emisor no es válido. Corrige «NIT del emisor» en Configuración y vuelve a enviar.',
  FAK24: 'El dígito de verificación del NIT del cliente no es válido. Corrige el documento del cliente y vuelve a enviar.',
  FAD06: 'El CUFE no corresponde a los datos del documento. Revisa la clave técnica de la resolución y vuelve a enviar.',
  FAD05e: 'El número está fuera del rango autorizado por la resolución. Usa una resolución vigente con números disponibles.',
  FAB07b: 'La fecha de emisión está fuera de la vigencia de la resolución. Usa una resolución vigente.',
  FAB05b: 'El prefijo no corresponde a la resolución. Revisa el prefijo de la resolución de facturación.',
  FAU04: 'El total a pagar no coincide con la suma de las líneas e impuestos. Revisa los valores de las líneas.',
  FAU06: 'La suma de los impuestos no coincide con las líneas. Revisa los impuestos de las líneas.',
  ZB01: 'La firma digital no es válida. Revisa el certificado de firma en Configuración.',
  '90': 'La DIAN ya había recibido este documento: no se envió de nuevo.',
};

/** The rejection as text: one line per rule, "CÓDIGO — mensaje de la DIAN. Corrección: …". */
export function dianRejectionText(errors: readonly { rule: string; message: string }[], description = ''): string {
  if (!errors.length) return description || 'Documento rechazado por la DIAN.';
  return errors.map((e) => {
    const fix = DIAN_RULE_FIXES[e.rule];
    return `${e.rule} — ${e.message}${fix ? ` Corrección: ${fix}` : ''}`;
  }).join('\n');
}
