/**
 * Every validation message, in one place (spec 03 §5.1), in Spanish: the server's 422 answers speak
 * the language of the app's users, and the Spanish UI shows the same texts. Texts the spec gives in
 * Spanish are kept literally; the few it gives in English ('Required', 'Invalid e-mail.',
 * 'Min. Characters N', 'not a valid value') are said in Spanish here and kept as the English
 * catalog's texts by the web's table (src/web/lib/rule-messages.ts, through Lingui), which the form
 * passes to the engine as `messages`. A message that names its field reads "El campo <label> …"
 * when the label is known and starts with a capital verb otherwise ("Debe tener al menos 3 caracteres.").
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

type Msg = string;
type Labelled = (label: Label) => Msg;
type Sized = (label: Label, n: string) => Msg;

/** The messages a rule engine run speaks; RULE_MESSAGES is the Spanish one. */
export interface RuleMessages {
  required: Labelled;
  requiredIf: (label: Label, other: string, values: readonly string[]) => Msg;
  requiredUnless: (label: Label, other: string, values: readonly string[]) => Msg;
  nospecialchar: Labelled;
  nit: Msg;
  minChars: (n: number) => Msg;
  email: Labelled;
  emails: Labelled;
  array: Labelled;
  numeric: Labelled;
  integer: Labelled;
  boolean: Labelled;
  string: Labelled;
  phone: Msg;
  date: Msg;
  passwordLength: (min: number, max: number) => Msg;
  passwordLower: Msg;
  passwordUpper: Msg;
  passwordDigit: Msg;
  passwordSpecial: Msg;
  dateCompare: (label: Label, op: DateOperator, reference: string) => Msg;
  /** How now/today/tomorrow/yesterday are named in a date message. */
  dateKeyword: (keyword: string) => string;
  minLength: Sized;
  maxLength: Sized;
  minValue: Sized;
  maxValue: Sized;
  greaterThan: Sized;
  /** At least a number or another field (named by its label). */
  greaterOrEqual: Sized;
  /** At most a number or another field (named by its label). */
  lessOrEqual: Sized;
  url: Labelled;
  timeRanges: Labelled;
  /** A field's own text for a rule (FieldOptions.messages), as the reader's language says it. */
  custom: (source: string) => string;
  minItems: Sized;
  maxItems: Sized;
  minSize: Sized;
  maxSize: Sized;
  regex: Labelled;
  in: Labelled;
  parent: Msg;
  passwordConfirmation: Msg;
  confirmed: Labelled;
}

export const RULE_MESSAGES: RuleMessages = {
  required: (label: Label) => (label ? `El campo ${label} es obligatorio.` : 'Este campo es obligatorio.'),
  requiredIf: (label: Label, other: string, values: readonly string[]) =>
    say(label, `es obligatorio cuando ${other} es ${list(values)}.`),
  requiredUnless: (label: Label, other: string, values: readonly string[]) =>
    say(label, `es obligatorio a menos que ${other} sea ${list(values)}.`),
  nospecialchar: (label: Label) =>
    say(label, "no puede contener caracteres especiales (< > | * $ % & @ # ! ' { } ` ~)."),
  nit: 'No es un NIT válido',
  /** min3/min6/min8/min9: the length must exceed N (spec: 'Min. Characters N'). */
  minChars: (n: number) => `Mín. de caracteres: ${n}`,
  email: (label: Label) => say(label, 'debe ser un correo electrónico válido.'),
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
  dateKeyword: (keyword: string) => DATE_KEYWORD_WORDS[keyword] ?? keyword,
  minLength: (label: Label, n: string) => say(label, `debe tener al menos ${n} caracteres.`),
  maxLength: (label: Label, n: string) => say(label, `no debe tener más de ${n} caracteres.`),
  minValue: (label: Label, n: string) => say(label, `debe ser al menos ${n}.`),
  maxValue: (label: Label, n: string) => say(label, `no debe ser mayor que ${n}.`),
  greaterThan: (label: Label, n: string) => say(label, `debe ser mayor que ${n}.`),
  greaterOrEqual: (label: Label, n: string) => say(label, `debe ser mayor o igual que ${n}.`),
  lessOrEqual: (label: Label, n: string) => say(label, `debe ser menor o igual que ${n}.`),
  url: (label: Label) => say(label, 'debe ser una dirección web válida (http o https).'),
  timeRanges: (label: Label) => say(label, 'debe tener rangos HH:mm en orden, cada uno con inicio antes del fin.'),
  custom: (source: string) => source,
  minItems: (label: Label, n: string) => say(label, `debe tener al menos ${n} elementos.`),
  maxItems: (label: Label, n: string) => say(label, `no debe tener más de ${n} elementos.`),
  minSize: (label: Label, n: string) => say(label, `debe pesar al menos ${n} kilobytes.`),
  maxSize: (label: Label, n: string) => say(label, `no debe pesar más de ${n} kilobytes.`),
  regex: (label: Label) => say(label, 'no tiene un formato válido.'),
  in: (label: Label) => (label ? `El valor seleccionado para ${label} no es válido.` : 'El valor seleccionado no es válido.'),
  parent: 'Este valor no puede ser igual al editado',
  passwordConfirmation: 'Las contraseñas no coinciden',
  confirmed: (label: Label) => (label ? `La confirmación de ${label} no coincide.` : 'La confirmación no coincide.'),
};

/** How a date argument is named in a message. */
export const DATE_KEYWORD_WORDS: Record<string, string> = {
  now: 'ahora',
  today: 'hoy',
  tomorrow: 'mañana',
  yesterday: 'ayer',
};
