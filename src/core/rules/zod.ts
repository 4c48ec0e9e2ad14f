import { z } from 'zod';
import { canWriteField, type Principal } from '../access';
import type { Resource } from '../resource/types';
import { validateRecord, type ValidateRecordOptions } from './record';

export type FormSchemaOptions = Omit<ValidateRecordOptions, 'principal' | 'mode'> & {
  /** Default 'create': a form holds the whole record. */
  mode?: ValidateRecordOptions['mode'];
};

/**
 * zod schema for react-hook-form (zodResolver) that runs the same engine as the server, so the
 * form shows the server's messages: one issue per message, at path [field]. Values are not
 * transformed; unknown keys (e.g. password_confirmation) are kept.
 */
export function resourceFormSchema(resource: Resource, principal: Principal | null | undefined, opts: FormSchemaOptions = {}) {
  const shape: Record<string, z.ZodOptional<z.ZodUnknown>> = {};
  for (const [field, def] of Object.entries(resource.fields)) {
    if (!def.readonly && def.kind !== 'computed' && canWriteField(principal, def)) shape[field] = z.unknown().optional();
  }
  return z.looseObject(shape).superRefine((data, ctx) => {
    const errors = validateRecord(resource, data, {
      ...opts,
      mode: opts.mode ?? 'create',
      principal,
      // The kind coercion runs too, so a value the server's catalogue refuses shows its message here.
      coerce: true,
      // Evaluated at each validation, so a form left open past midnight still knows "today".
      now: opts.now ?? new Date(),
    });
    for (const [field, messages] of Object.entries(errors)) {
      for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
}
