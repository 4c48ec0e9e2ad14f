// The rule engine's messages in the UI's language (src/core/rules/messages.ts holds the Spanish
// ones the server answers with). Every text goes through Lingui: the Spanish catalog says exactly
// what the server says (tests/web/rule-messages.test.ts compares them), the English catalog keeps
// the spec's English texts ('Required', 'Invalid e-mail.', 'Min. Characters N', 'not a valid value').
// Texts are built when a rule fails, so they follow the language active at that moment.
import { t } from '@lingui/core/macro';
import type { DateOperator, RuleMessages } from '../../core/rules/messages';
import { translateLabel } from './labels';

type Label = string | undefined;

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "El campo <label> <rest>", or the rest alone, capitalised, when the field has no label. */
function say(label: Label, rest: string): string {
  if (!label) return upperFirst(rest);
  const name = translateLabel(label);
  return t`El campo ${name} ${rest}`;
}

function list(values: readonly string[]): string {
  if (values.length <= 1) return values[0] ?? '';
  const first = values.slice(0, -1).join(', ');
  const last = values[values.length - 1];
  return t`${first} o ${last}`;
}

function dateWord(op: DateOperator): string {
  switch (op) {
    case 'before': return t`anterior a`;
    case 'before_or_equal': return t`anterior o igual a`;
    case 'after': return t`posterior a`;
    default: return t`posterior o igual a`;
  }
}

const SPECIAL_CHARS = "< > | * $ % & @ # ! ' { } ` ~";

export const WEB_RULE_MESSAGES: RuleMessages = {
  required: (label) => {
    if (!label) return t`Este campo es obligatorio.`;
    const name = translateLabel(label);
    return t`El campo ${name} es obligatorio.`;
  },
  requiredIf: (label, other, values) => {
    const field = translateLabel(other);
    const vals = list(values);
    return say(label, t`es obligatorio cuando ${field} es ${vals}.`);
  },
  requiredUnless: (label, other, values) => {
    const field = translateLabel(other);
    const vals = list(values);
    return say(label, t`es obligatorio a menos que ${field} sea ${vals}.`);
  },
  nospecialchar: (label) => {
    const chars = SPECIAL_CHARS;
    return say(label, t`no puede contener caracteres especiales (${chars}).`);
  },
  get nit() { return t`No es un NIT válido`; },
  minChars: (n) => t`Mín. de caracteres: ${n}`,
  email: (label) => {
    if (!label) return t`Debe ser un correo electrónico válido.`;
    const name = translateLabel(label);
    return t`El campo ${name} debe ser un correo electrónico válido.`;
  },
  emails: (label) => say(label, t`debe ser una lista de correos válidos separados por punto y coma.`),
  array: (label) => say(label, t`debe ser una lista.`),
  numeric: (label) => say(label, t`debe ser un número.`),
  integer: (label) => say(label, t`debe ser un número entero.`),
  boolean: (label) => say(label, t`debe ser verdadero o falso.`),
  string: (label) => say(label, t`debe ser un texto.`),
  get phone() { return t`Debe ser un numero de telefono valido`; },
  get date() { return t`debe ser una fecha valida`; },
  passwordLength: (min, max) => t`Debe tener entre ${min} y ${max} caracteres.`,
  get passwordLower() { return t`Debe contener al menos una letra minúscula.`; },
  get passwordUpper() { return t`Debe contener al menos una letra mayúscula.`; },
  get passwordDigit() { return t`Debe contener al menos un número.`; },
  get passwordSpecial() { return t`Debe contener al menos un carácter especial.`; },
  dateCompare: (label, op, reference) => {
    const word = dateWord(op);
    return say(label, t`debe ser una fecha ${word} ${reference}.`);
  },
  dateKeyword: (keyword) => {
    switch (keyword) {
      case 'now': return t`ahora`;
      case 'today': return t`hoy`;
      case 'tomorrow': return t`mañana`;
      case 'yesterday': return t`ayer`;
      default: return keyword;
    }
  },
  minLength: (label, n) => say(label, t`debe tener al menos ${n} caracteres.`),
  maxLength: (label, n) => say(label, t`no debe tener más de ${n} caracteres.`),
  minValue: (label, n) => say(label, t`debe ser al menos ${n}.`),
  maxValue: (label, n) => say(label, t`no debe ser mayor que ${n}.`),
  greaterThan: (label, n) => say(label, t`debe ser mayor que ${n}.`),
  // The reference is a number or another field's label (translated like the field's own).
  greaterOrEqual: (label, n) => {
    const other = translateLabel(n);
    return say(label, t`debe ser mayor o igual que ${other}.`);
  },
  lessOrEqual: (label, n) => {
    const other = translateLabel(n);
    return say(label, t`debe ser menor o igual que ${other}.`);
  },
  url: (label) => say(label, t`debe ser una dirección web válida (http o https).`),
  timeRanges: (label) => say(label, t`debe tener rangos HH:mm en orden, cada uno con inicio antes del fin.`),
  custom: (source) => translateLabel(source),
  minItems: (label, n) => say(label, t`debe tener al menos ${n} elementos.`),
  maxItems: (label, n) => say(label, t`no debe tener más de ${n} elementos.`),
  minSize: (label, n) => say(label, t`debe pesar al menos ${n} kilobytes.`),
  maxSize: (label, n) => say(label, t`no debe pesar más de ${n} kilobytes.`),
  regex: (label) => {
    if (!label) return t`No tiene un formato válido.`;
    const name = translateLabel(label);
    return t`El campo ${name} no tiene un formato válido.`;
  },
  in: (label) => {
    if (!label) return t`El valor seleccionado no es válido.`;
    const name = translateLabel(label);
    return t`El valor seleccionado para ${name} no es válido.`;
  },
  get parent() { return t`Este valor no puede ser igual al editado`; },
  get passwordConfirmation() { return t`Las contraseñas no coinciden`; },
  confirmed: (label) => {
    if (!label) return t`La confirmación no coincide.`;
    const name = translateLabel(label);
    return t`La confirmación de ${name} no coincide.`;
  },
};
