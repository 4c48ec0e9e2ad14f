import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { zodResolver } from '@hookform/resolvers/zod';
import { beforeEach, describe, expect, it } from 'vitest';
import { readPo } from '../../scripts/resource-labels';
import { clientes } from '../../src/core/resources';
import { RULE_MESSAGES, resourceFormSchema, type RuleMessages } from '../../src/core/rules';
import { WEB_RULE_MESSAGES } from '../../src/web/lib/rule-messages';

// The catalogs as the app loads them (the Vite plugin compiles the .po files the same way): UI
// messages under their generated id, resource labels under their own text (explicit ids).
function catalog(locale: 'es' | 'en') {
  const out: Record<string, unknown> = {};
  for (const [id, str] of readPo(`src/locales/${locale}/messages.po`)) {
    const compiled = compileMessage(str || id);
    out[generateMessageId(id)] = compiled;
    out[id] = compiled;
  }
  return out;
}
const CATALOGS = { es: catalog('es'), en: catalog('en') };
const activate = (locale: 'es' | 'en') => i18n.loadAndActivate({ locale, messages: CATALOGS[locale] as never });

const superAdmin = { roles: ['SuperAdmin'], permissions: [], modules: [], canSendToDian: false };

/** The client form's validation of one record (what react-hook-form shows under each field). */
async function formErrors(values: Record<string, unknown>): Promise<Record<string, string | undefined>> {
  const schema = resourceFormSchema(clientes, superAdmin, { messages: WEB_RULE_MESSAGES });
  const resolver = zodResolver(schema as never);
  const r = await resolver(values as never, undefined, { fields: {}, shouldUseNativeValidation: false } as never);
  return Object.fromEntries(Object.entries(r.errors as Record<string, { message?: string }>).map(([k, e]) => [k, e?.message]));
}

const filled = { tipo_documento: '13', document: '1234567', telefono: '3001234567', direccion: 'Calle 1 # 2-3', estado: 'Cliente' };

describe('validation messages in the language of the UI', () => {
  beforeEach(() => activate('es'));

  it('es: the form says in Spanish what the server would say', async () => {
    const errors = await formErrors({ ...filled, nombres: '', email: 'no-es-correo' });
    expect(errors.nombres).toBe('El campo Nombres es obligatorio.');
    expect(errors.email).toBe('El campo Correo debe ser un correo electrónico válido.');
  });

  it("en: the spec's English texts ('Required', 'Invalid e-mail.'), other messages in English", async () => {
    activate('en');
    const errors = await formErrors({ ...filled, nombres: 'A', email: 'no-es-correo', direccion: '' });
    expect(errors.direccion).toBe('Required');
    expect(errors.email).toBe('Invalid e-mail.');
    expect(errors.nombres).toMatch(/^The First names field must be at least 2 characters\.$/);
    expect(WEB_RULE_MESSAGES.minChars(3)).toBe('Min. Characters 3');
    expect(WEB_RULE_MESSAGES.regex(undefined)).toBe('not a valid value');
  });

  it('es: every web message is the text the server answers with (core RULE_MESSAGES)', () => {
    const samples: { [K in keyof RuleMessages]: unknown[][] } = {
      required: [[undefined], ['Nombres']],
      requiredIf: [[undefined, 'tipo', ['31']], ['Documento', 'Tipo', ['1', '2', '3']]],
      requiredUnless: [[undefined, 'tipo', ['31']], ['Documento', 'Tipo', ['1', '2']]],
      nospecialchar: [[undefined], ['Nombres']],
      nit: [], minChars: [[3]], email: [[undefined], ['Correo']], emails: [[undefined], ['Correos']],
      array: [[undefined], ['Roles']], numeric: [[undefined], ['Precio']], integer: [[undefined], ['Cantidad']],
      boolean: [[undefined], ['Activo']], string: [[undefined], ['Nombres']], phone: [], date: [],
      passwordLength: [[8, 50]], passwordLower: [], passwordUpper: [], passwordDigit: [], passwordSpecial: [],
      dateCompare: [[undefined, 'before', 'hoy'], ['Vence', 'after_or_equal', '2024-01-01'], ['Vence', 'before_or_equal', 'x'], ['Vence', 'after', 'x']],
      dateKeyword: [['now'], ['today'], ['tomorrow'], ['yesterday']],
      minLength: [[undefined, '3'], ['Nombres', '3']], maxLength: [[undefined, '3'], ['Nombres', '3']],
      minValue: [[undefined, '1'], ['Precio', '1']], maxValue: [[undefined, '1'], ['Precio', '1']],
      greaterThan: [[undefined, '0'], ['Valor', '0']], greaterOrEqual: [[undefined, '1'], ['Hasta el número', 'Desde el número']],
      lessOrEqual: [[undefined, '5'], ['Cantidad entregada', 'Cantidad']], url: [[undefined], ['Sitio web']], timeRanges: [[undefined], ['Lunes']],
      custom: [['Obligatorio'], ['Debe ser mayor que 0']],
      minItems: [[undefined, '1'], ['Roles', '1']], maxItems: [[undefined, '1'], ['Roles', '1']],
      minSize: [[undefined, '1'], ['Foto', '1']], maxSize: [[undefined, '1'], ['Foto', '1']],
      regex: [[undefined], ['Código']], in: [[undefined], ['Estado']], parent: [], passwordConfirmation: [],
      confirmed: [[undefined], ['Correo']],
    };
    for (const key of Object.keys(samples) as (keyof RuleMessages)[]) {
      const core = RULE_MESSAGES[key] as unknown;
      const web = WEB_RULE_MESSAGES[key] as unknown;
      if (typeof core === 'string') { expect(web, key).toBe(core); continue; }
      for (const args of samples[key]) {
        expect((web as (...a: unknown[]) => string)(...args), `${key}(${JSON.stringify(args)})`)
          .toBe((core as (...a: unknown[]) => string)(...args));
      }
    }
  });
});
