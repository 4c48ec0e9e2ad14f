import { describe, expect, it } from 'vitest';
import { RULE_MESSAGES as M, validateValue, type RuleContext } from '../../src/core/rules';

/** One value under one rule string: the messages, [] when valid. */
const check = (rules: string, value: unknown, ctx: Partial<RuleContext> = {}) =>
  validateValue(rules, value, { field: 'f', data: {}, ...ctx });

type Row = [rules: string, value: unknown, expected: string[], ctx?: Partial<RuleContext>];

const table = (rows: Row[]) =>
  it.each(rows.map(([r, v, e, c]) => ({ r, v, e, c, name: `${r} ← ${JSON.stringify(v)}` })))(
    '$name',
    ({ r, v, e, c }) => expect(check(r, v, c)).toEqual(e),
  );

describe('required and empty values', () => {
  table([
    ['required', 'x', []],
    ['required', 0, []],
    ['required', false, []],
    ['required', undefined, ['Este campo es obligatorio.']],
    ['required', null, ['Este campo es obligatorio.']],
    ['required', '', ['Este campo es obligatorio.']],
    ['required', '   ', ['Este campo es obligatorio.']],
    ['required', [], ['Este campo es obligatorio.']], // spec: an empty list also fails
    ['required', [1], []],
    // Empty optional values skip every non-implicit rule.
    ['email|min:3|numeric|date|nit|phone|in:a,b|regex:/^x$/', '', []],
    ['email|min:3', null, []],
    ['required|email', '', ['Este campo es obligatorio.']],
  ]);
});

describe('conditional presence', () => {
  const data = { tipo: '31', activo: true };
  table([
    ['required_if:tipo,31,13', '', ['Es obligatorio cuando tipo es 31 o 13.'], { data }],
    ['required_if:tipo,31', 'x', [], { data }],
    ['required_if:tipo,13', '', [], { data }],
    ['required_if:activo,1', null, ['Es obligatorio cuando Activo es 1.'], { data, labels: { activo: 'Activo' } }],
    ['required_unless:tipo,13', '', ['Es obligatorio a menos que tipo sea 13.'], { data }],
    ['required_unless:tipo,31', '', [], { data }],
    ['required_if:tipo,31', '', ['El campo Documento es obligatorio cuando tipo es 31.'], { data, labels: { f: 'Documento' } }],
  ]);
});

describe('text formats', () => {
  table([
    ['nospecialchar', 'Calle 10 nro 5-20', []],
    ...[...'<>|*$%&@#!\'{}`~'].map((c): Row => ['nospecialchar', `ab${c}cd`, [M.nospecialchar(undefined)]]),
    ['nospecialchar', 'José Ñandú (sur)', []],
    ['email', 'ana.perez+tag@ejemplo.com.co', []],
    ['email', 'jose@dominio-ñ.co', []],
    ['email', ' ana@ejemplo.co ', []],
    ['email', 'ana@ejemplo', ['Debe ser un correo electrónico válido.']],
    ['email', 'ana ejemplo@x.co', ['Debe ser un correo electrónico válido.']],
    ['email', 'ana..p@x.co', ['Debe ser un correo electrónico válido.']],
    ['email', '@x.co', ['Debe ser un correo electrónico válido.']],
    ['email', 'ana@-x.co', ['Debe ser un correo electrónico válido.']],
    ['email', 'ana@x.c0', ['Debe ser un correo electrónico válido.']],
    ['email', 12345, ['Debe ser un correo electrónico válido.']],
    ['emails', 'a@x.co;b@y.com', []],
    ['emails', 'a@x.co; b@y.com;', []],
    ['emails', 'a@x.co;nope', ['Debe ser una lista de correos válidos separados por punto y coma.']],
    ['emails', 'a@x.co,b@y.com', ['Debe ser una lista de correos válidos separados por punto y coma.']],
    ['phone', '3001234567', []],
    ['phone', '+573001234567', []],
    ['phone', '(300) 123-4567', []],
    ['phone', 3001234567, []],
    ['phone', '+1234567890123456', []], // + 3 + 4 + 9 digits
    ['phone', '300123456', ['Debe ser un numero de telefono valido']], // 9 digits
    ['phone', '12345678901234567', ['Debe ser un numero de telefono valido']], // 17 digits
    ['phone', '300-CALL-NOW', ['Debe ser un numero de telefono valido']],
    ['phone', '300+1234567', ['Debe ser un numero de telefono valido']],
    ['regex:/^[A-Z]{3}-\\d+$/', 'ABC-12', []],
    ['regex:/^[A-Z]{3}-\\d+$/', 'abc-12', ['No tiene un formato válido.']],
    ['regex:/^[a-z]{3}$/i', 'AbC', []],
    ['regex:/^(a|b),c$/|required', 'a,c', []],
    ['regex:/^x+$/', 'x'.repeat(10_000), []],
    ['regex:/^x+$/', 'x'.repeat(10_001), ['No tiene un formato válido.']], // bounded input: no ReDoS on long values
  ]);
});

describe('min3/min6/min8/min9 (length must exceed N) and max50/max255', () => {
  table([
    ['min3', 'abc', ['Mín. de caracteres: 3']],
    ['min3', 'abcd', []],
    ['min6', 'abcdef', ['Mín. de caracteres: 6']],
    ['min8', 'abcdefghi', []],
    ['min9', '123456789', ['Mín. de caracteres: 9']],
    ['min9', 1234567890, []],
    ['min3', 'ñáéí', []], // characters, not UTF-16 units or bytes
    ['max50', 'a'.repeat(50), []],
    ['max50', 'a'.repeat(51), ['No debe tener más de 50 caracteres.']],
    ['max255', '😀'.repeat(255), []],
    ['max255', 'a'.repeat(256), ['No debe tener más de 255 caracteres.']],
  ]);
});

describe('types', () => {
  table([
    ['array', [1, 2], []],
    ['array', 'a,b', ['Debe ser una lista.']],
    ['numeric', '1234.50', []],
    ['numeric', -3, []],
    ['numeric', ' .5 ', []],
    ['numeric', '1e3', []],
    ['numeric', '12abc', ['Debe ser un número.']],
    ['numeric', '1,5', ['Debe ser un número.']],
    ['numeric', 'Infinity', ['Debe ser un número.']],
    ['numeric', '0x1A', ['Debe ser un número.']],
    ['numeric', true, ['Debe ser un número.']],
    ['integer', 42, []],
    ['integer', '-7', []],
    ['integer', 4.5, ['Debe ser un número entero.']],
    ['integer', '5.0', ['Debe ser un número entero.']],
    ['integer', '99999999999999999999', ['Debe ser un número entero.']],
    ['boolean', true, []],
    ['boolean', 0, []],
    ['boolean', '1', []],
    ['boolean', 'false', []],
    ['boolean', 'si', ['Debe ser verdadero o falso.']],
    ['string', 'x', []],
    ['string', 5, ['Debe ser un texto.']],
    ['numeric', 'x', ['El campo Precio debe ser un número.'], { labels: { f: 'Precio' } }],
  ]);
});

describe('password and complexityAdvance: each unmet requirement its own message', () => {
  table([
    ['password', 'Secreto123', []],
    ['password', 'secreto123', [M.passwordUpper]],
    ['password', 'SECRETO123', [M.passwordLower]],
    ['password', 'Secretoooo', [M.passwordDigit]],
    ['password', 'Se1', [M.passwordLength(8, 50)]],
    ['password', 'Se1' + 'x'.repeat(48), [M.passwordLength(8, 50)]],
    ['password', '12345678', [M.passwordLower, M.passwordUpper]],
    ['complexityAdvance', 'Secreto123!', []],
    ['complexityAdvance', 'Secreto123', [M.passwordSpecial]],
    ['complexityAdvance', 'abc', [M.passwordLength(8, 50), M.passwordUpper, M.passwordDigit, M.passwordSpecial]],
  ]);
  it('has Spanish texts', () => {
    expect(check('password', 'abcdefgh')).toEqual(['Debe contener al menos una letra mayúscula.', 'Debe contener al menos un número.']);
  });
});

describe('min:n / max:n by value kind', () => {
  table([
    ['min:3', 'ab', ['Debe tener al menos 3 caracteres.']],
    ['min:3', 'abc', []],
    ['max:5', 'abcdef', ['No debe tener más de 5 caracteres.']],
    ['min:3', 'ab', ['El campo Título debe tener al menos 3 caracteres.'], { labels: { f: 'Título' } }],
    // Numeric kinds compare the value, also when it arrives as a decimal string.
    ['min:0', '-0.01', ['Debe ser al menos 0.'], { kind: 'currency' }],
    ['min:0', '0.00', [], { kind: 'currency' }],
    ['max:100', 100, [], { kind: 'number' }],
    ['max:100', '100.000001', ['No debe ser mayor que 100.'], { kind: 'number' }],
    ['max:10', 'abc', ['Debe ser un número.'], { kind: 'integer' }],
    // Without a numeric kind, a numeric rule in the same string makes it a value comparison (Laravel).
    ['numeric|min:10', '9', ['Debe ser al menos 10.']],
    ['min:10', '9', ['Debe tener al menos 10 caracteres.']],
    // Lists by count.
    ['min:1', ['a'], []],
    ['max:2', [1, 2, 3], ['No debe tener más de 2 elementos.']],
    // Files by size in KB (bytes / 1000).
    ['max:20480', { name: 'a.pdf', size: 20_480_000 }, [], { kind: 'file' }],
    ['max:20480', { name: 'a.pdf', size: 20_480_001 }, ['No debe pesar más de 20480 kilobytes.'], { kind: 'file' }],
    ['min:1', { name: 'a.png', size: 999 }, ['Debe pesar al menos 1 kilobytes.'], { kind: 'image' }],
    ['max:1', '/files/stored.pdf', [], { kind: 'file' }],
    // Something without a length fails instead of slipping through.
    ['max:5', { a: 1 }, ['No debe tener más de 5 caracteres.']],
  ]);
});

describe('minvalue / maxvalue', () => {
  table([
    ['minvalue:0', '1234.50', []],
    ['minvalue:0', '-1', ['Debe ser al menos 0.']], // not the original's "Maximum" text
    ['minvalue:-1', -1, []],
    ['maxvalue:100', '100', []],
    ['maxvalue:100', 100.5, ['No debe ser mayor que 100.']],
    ['maxvalue:720', '12abc', ['Debe ser un número.']],
    ['minvalue:0', '0.1', []],
    ['maxvalue:0.3', '0.30000000000000001', ['No debe ser mayor que 0.3.']], // decimal, not float
    ['numeric|minvalue:0', 'x', ['Debe ser un número.']], // one message, not two
  ]);
});

describe('in / not_in compare as strings', () => {
  table([
    ['in:0,1,2', 2, []],
    ['in:0,1,2', '2', []],
    ['in:0,1,2', 7, ['El valor seleccionado no es válido.']],
    ['in:en curso,abierto', 'en curso', []],
    ['in:a,b', ['a', 'b'], []],
    ['in:a,b', ['a', 'c'], ['El valor seleccionado no es válido.']],
    ['in:a,b', { a: 1 }, ['El valor seleccionado no es válido.']],
    ['in:a,b', 'x', ['El valor seleccionado para Estado no es válido.'], { labels: { f: 'Estado' } }],
    ['not_in:admin,root', 'ana', []],
    ['not_in:admin,root', 'root', ['El valor seleccionado no es válido.']],
  ]);
});

describe('parent, confirmed, unique, sometimes', () => {
  table([
    ['parent', 5, ['Este valor no puede ser igual al editado'], { recordId: 5 }],
    ['parent', '5', ['Este valor no puede ser igual al editado'], { recordId: 5 }],
    ['parent', 4, [], { recordId: 5 }],
    ['parent', 5, [], { recordId: null }],
    ['confirmed', 'Secreto1', [], { field: 'password', data: { password_confirmation: 'Secreto1' } }],
    ['confirmed', 'Secreto1', ['Las contraseñas no coinciden'], { field: 'password', data: { password_confirmation: 'secreto1' } }],
    ['confirmed', 'Secreto1', ['Las contraseñas no coinciden'], { field: 'clave', kind: 'password', data: {} }],
    ['confirmed', 'a@x.co', ['La confirmación de Correo no coincide.'], { field: 'email', data: { email_confirmation: 'b@x.co' }, labels: { email: 'Correo' } }],
    ['unique', 'anything', []],
    ['unique:users,email', 'anything', []],
    ['sometimes|required', undefined, [], { data: {} }],
    ['sometimes|required', '', ['Este campo es obligatorio.'], { data: { f: '' } }],
    ['bail|min:5|email', 'ab', ['Debe tener al menos 5 caracteres.']],
    ['min:5|email', 'ab', ['Debe tener al menos 5 caracteres.', 'Debe ser un correo electrónico válido.']],
  ]);
});

describe('lte / gte: against a number or another field of the record', () => {
  const data = { cantidad: '10', desde: '3' };
  const labels = { cantidad: 'Cantidad', cantidad_entregada: 'Cantidad entregada', desde: 'Desde' };
  table([
    ['lte:cantidad', '10', [], { data }],
    ['lte:cantidad', '9.9999', [], { data }],
    ['lte:cantidad', '10.0001', ['El campo Cantidad entregada debe ser menor o igual que Cantidad.'], { data, labels, field: 'cantidad_entregada' }],
    ['lte:cantidad', 11, ['Debe ser menor o igual que cantidad.'], { data }],
    ['lte:5', '5', []],
    ['lte:5', '6', ['Debe ser menor o igual que 5.']],
    ['gte:desde', '3', [], { data }],
    ['gte:desde', '2', ['El campo Hasta debe ser mayor o igual que Desde.'], { data, labels: { ...labels, hasta: 'Hasta' }, field: 'hasta' }],
    ['gte:0', '-1', ['Debe ser mayor o igual que 0.']],
    // The other field's own rules speak when it is empty or not a number; this one passes.
    ['lte:cantidad', '4', [], { data: { cantidad: '' } }],
    ['lte:cantidad', '4', [], { data: {} }],
    ['lte:cantidad', 'abc', [M.numeric(undefined)], { data }],
  ]);
  it('refuses an argument that is neither a number nor a field name', () => {
    expect(() => check('lte:10 kg', '1')).toThrow();
  });
});
