/**
 * Every validation message, in one place (spec 03 §5.1). Texts the spec gives are kept literally,
 * even where they are English ('Required', 'Invalid e-mail.', 'not a valid value'); the others are
 * Spanish in Laravel's style. A message that names its field reads "El campo <label> …" when the
 * label is known and starts with a capital verb otherwise ("Debe tener al menos 3 caracteres.").
 */

type Label = string | undefined;

const say = (label: Label, rest: string) =>
  label ? `El campo ${label} ${rest}` : rest.charAt(0).toUpperCase() + rest.slice(1);

const list = (values: readonly string[]) =>
  values.length <= 1 ? (values[0] ?? '') : `${values.slice(0, -1).join(', ')} o ${values[values.length - 1]}`;

/** Which way a date comparison goes; used to word the message. */
export type DateOperator = 'before' | 'before_or_equal' | 'after' | 'after_or_equal';

const DATE_WORDS: Record<DateOperator, string> = {
  before: 'anterior a',
  before_or_equal: 'anterior o igual a',
  after: 'posterior a',
  after_or_equal: 'posterior o igual a',
};

export const RULE_MESSAGES = {
  required: 'Required',
  requiredIf: (label: Label, other: string, values: readonly string[]) =>
    say(label, `es obligatorio cuando ${other} es ${list(values)}.`),
  requiredUnless: (label: Label, other: string, values: readonly string[]) =>
    say(label, `es obligatorio a menos que ${other} sea ${list(values)}.`),
  nospecialchar: (label: Label) =>
    say(label, "no puede contener caracteres especiales (< > | * $ % & @ # ! ' { } ` ~)."),
  nit: 'No es un NIT válido',
  /** min3/min6/min8/min9: spec text, length must exceed N. */
  minChars: (n: number) => `Min. Characters ${n}`,
  email: 'Invalid e-mail.',
  emails: (label: Label) => say(label, 'debe ser una lista de correos válidos separados por punto y coma.'),
  array: (label: Label) => say(label, 'debe ser una lista.'),
  numeric: (label: Label) => say(label, 'debe ser un número.'),
  integer: (label: Label) => say(label, 'debe ser un número entero.'),
  boolean: (label: Label) => say(label, 'debe ser verdadero o falso.'),
  string: (label: Label) => say(label, 'debe ser un texto.'),
  phone: 'Debe ser un numero de telefono valido',
  date: 'debe ser una fecha valida',
  passwordLength: (min: number, max: number) => `Debe tener entre ${min} y ${max} caracteres.`,
  passwordLower: 'Debe contener al menos una letra minúscula.',
  passwordUpper: 'Debe contener al menos una letra mayúscula.',
  passwordDigit: 'Debe contener al menos un número.',
  passwordSpecial: 'Debe contener al menos un carácter especial.',
  dateCompare: (label: Label, op: DateOperator, reference: string) =>
    say(label, `debe ser una fecha ${DATE_WORDS[op]} ${reference}.`),
  minLength: (label: Label, n: string) => say(label, `debe tener al menos ${n} caracteres.`),
  maxLength: (label: Label, n: string) => say(label, `no debe tener más de ${n} caracteres.`),
  minValue: (label: Label, n: string) => say(label, `debe ser al menos ${n}.`),
  maxValue: (label: Label, n: string) => say(label, `no debe ser mayor que ${n}.`),
  minItems: (label: Label, n: string) => say(label, `debe tener al menos ${n} elementos.`),
  maxItems: (label: Label, n: string) => say(label, `no debe tener más de ${n} elementos.`),
  minSize: (label: Label, n: string) => say(label, `debe pesar al menos ${n} kilobytes.`),
  maxSize: (label: Label, n: string) => say(label, `no debe pesar más de ${n} kilobytes.`),
  regex: 'not a valid value',
  in: (label: Label) => (label ? `El valor seleccionado para ${label} no es válido.` : 'El valor seleccionado no es válido.'),
  parent: 'Este valor no puede ser igual al editado',
  passwordConfirmation: 'Las contraseñas no coinciden',
  confirmed: (label: Label) => (label ? `La confirmación de ${label} no coincide.` : 'La confirmación no coincide.'),
} as const;

/** How a date argument is named in a message. */
export const DATE_KEYWORD_WORDS: Record<string, string> = {
  now: 'ahora',
  today: 'hoy',
  tomorrow: 'mañana',
  yesterday: 'ayer',
};
