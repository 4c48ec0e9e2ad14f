// The custom form-field builder (spec 03 §2.3) as the `field_creator` kind's input and cell: type,
// label, group, resource, multiple, scale, step, options, columns, required. Which types can be chosen
// and what each one uses come from core/custom-fields, the same rules the server applies.
import { useLingui } from '@lingui/react/macro';
import { useMemo, type Ref } from 'react';
import {
  CUSTOM_FIELD_TYPES, DEFINITION_DEFAULTS, USES_COLUMNS, USES_MULTIPLE, USES_OPTIONS, USES_SCALE, offersRequired, takesMultiple, typeEnabled,
  type CustomFieldDefinition, type CustomFieldType,
} from '../../../core/custom-fields';
import { RESOURCES } from '../../../core/resources';
import { useLabel } from '../../lib/labels';
import { cx, inputClass } from '../../ui';
import type { CellProps, InputProps } from './types';

/** The builder's type names in the UI language. */
export function useTypeLabels(): Record<CustomFieldType, string> {
  const { t } = useLingui();
  return useMemo(() => ({
    text: t`Texto`, textarea: t`Texto largo`, number: t`Número`, select: t`Lista de opciones`, date: t`Fecha`,
    datetime: t`Fecha y hora`, time: t`Hora`, boolean: t`Casilla (sí / no)`, currency: t`Moneda`, phone: t`Teléfono`,
    resource: t`Registro de otro recurso`, table: t`Tabla`, address: t`Dirección`, location: t`Ubicación`, color: t`Color`,
    rating: t`Calificación`, radio: t`Opción única`, signature: t`Firma`, file: t`Archivo`, richtext: t`Texto enriquecido`,
    image: t`Imagen`, section: t`Sección (encabezado)`,
  }), [t]);
}

/** A definition as the form holds it (defaults filled, so every input is controlled). */
export const definitionFormValue = (v: unknown): CustomFieldDefinition => ({
  type: 'text', label: '', ...DEFINITION_DEFAULTS, ...(v && typeof v === 'object' ? v as Partial<CustomFieldDefinition> : {}),
});

/** Resources a tenant may add fields to (declared with `customFields`), in registry order. */
const TARGETS = RESOURCES.filter((r) => r.customFields);

/** The message of a part's error (`definition.label` from the server, set by the form at that path). */
const partError = (error: unknown, part: string): string | undefined => {
  const node = error && typeof error === 'object' ? (error as Record<string, unknown>)[part] : undefined;
  return node && typeof node === 'object' && 'message' in node ? String((node as { message: unknown }).message) : undefined;
};

export function FieldCreatorInput(p: InputProps) {
  const { t } = useLingui();
  const tr = useLabel();
  const types = useTypeLabels();
  const d = definitionFormValue(p.value);
  const set = (patch: Partial<CustomFieldDefinition>) => p.onChange({ ...d, ...patch });
  const id = (part: string) => `${p.id}-${part}`;
  const errorOf = (part: string) => partError(p.error, part);
  const part = (name: string, label: string, control: React.ReactNode, opts: { hint?: string; wide?: boolean } = {}) => {
    const error = errorOf(name);
    return (
      <div className={cx('flex min-w-0 flex-col gap-1', opts.wide && 'sm:col-span-2')}>
        <label htmlFor={id(name)} className="text-xs font-medium text-fg-muted">{label}</label>
        {control}
        {error ? <p id={`${id(name)}-msg`} role="alert" className="text-xs text-danger">{error}</p>
          : opts.hint ? <p id={`${id(name)}-msg`} className="text-xs text-fg-subtle">{opts.hint}</p> : null}
      </div>
    );
  };
  const aria = (name: string, hint?: boolean) => ({
    id: id(name), disabled: p.disabled, onBlur: p.onBlur,
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': errorOf(name) || hint ? `${id(name)}-msg` : undefined,
  });
  const text = (name: 'label' | 'group' | 'options' | 'columns', ref?: Ref<HTMLInputElement>, hint?: string) => (
    <input {...aria(name, !!hint)} ref={ref} type="text" autoComplete="off" className={inputClass(!!errorOf(name), 'h-8')}
      value={d[name]} onChange={(e) => set({ [name]: e.target.value })} />
  );
  const check = (name: 'multiple' | 'required', label: string) => (
    <label htmlFor={id(name)} className="flex h-8 cursor-pointer items-center gap-2 text-13 text-fg">
      <input {...aria(name)} type="checkbox" checked={d[name]} onChange={(e) => set({ [name]: e.target.checked })}
        className="size-4 shrink-0 cursor-pointer rounded border-line accent-[var(--accent)]" />
      <span>{label}</span>
    </label>
  );
  const commaHint = t`Separadas por comas.`;
  return (
    <fieldset id={p.id} aria-label={p.label} aria-describedby={p.describedBy}
      className={cx('grid grid-cols-1 gap-3 rounded-md border p-3 sm:grid-cols-2', p.invalid ? 'border-danger' : 'border-line')}>
      {part('type', t`Tipo`, (
        <select {...aria('type')} ref={p.inputRef as Ref<HTMLSelectElement>} className={inputClass(!!errorOf('type'), 'h-8 pr-8')}
          value={d.type} onChange={(e) => set({ type: e.target.value as CustomFieldType })}>
          {CUSTOM_FIELD_TYPES.map((ty) => (
            <option key={ty} value={ty} disabled={!typeEnabled(ty)}>{typeEnabled(ty) ? types[ty] : t`${types[ty]} (no disponible)`}</option>
          ))}
        </select>
      ))}
      {part('label', t`Etiqueta`, text('label'))}
      {part('group', t`Grupo`, text('group'), { hint: t`La pestaña del formulario donde aparece.` })}
      {part('resource', t`Recurso`, (
        <select {...aria('resource')} className={inputClass(!!errorOf('resource'), 'h-8 pr-8')} value={d.resource}
          onChange={(e) => set({ resource: e.target.value })}>
          {TARGETS.map((r) => <option key={r.name} value={r.name}>{tr(r.label.many)}</option>)}
        </select>
      ))}
      {USES_OPTIONS.includes(d.type) && part('options', t`Opciones`, text('options', undefined, commaHint), { hint: commaHint, wide: true })}
      {USES_COLUMNS.includes(d.type) && part('columns', t`Columnas`, text('columns', undefined, commaHint), { hint: commaHint, wide: true })}
      {USES_SCALE.includes(d.type) && part('scale', t`Escala`, (
        <input {...aria('scale')} type="number" min={1} max={10} step={1} className={inputClass(!!errorOf('scale'), 'h-8')}
          value={d.scale} onChange={(e) => set({ scale: Number(e.target.value) })} />
      ))}
      {USES_SCALE.includes(d.type) && part('step', t`Paso`, (
        <input {...aria('step')} type="number" min={0.1} max={1} step={0.1} className={inputClass(!!errorOf('step'), 'h-8')}
          value={d.step} onChange={(e) => set({ step: Number(e.target.value) })} />
      ))}
      <div className="flex flex-wrap items-center gap-x-6 sm:col-span-2">
        {USES_MULTIPLE.includes(d.type) && takesMultiple(d.type) && check('multiple', t`Múltiple`)}
        {offersRequired(d.type) && check('required', t`Obligatorio`)}
      </div>
    </fieldset>
  );
}

/** 'Talla · Lista de opciones · Clientes' (list, viewer). */
export function FieldCreatorCell({ row, name }: CellProps) {
  const types = useTypeLabels();
  const tr = useLabel();
  const v = row[name];
  if (!v || typeof v !== 'object') return null;
  const d = definitionFormValue(v);
  const target = RESOURCES.find((r) => r.name === d.resource);
  return <span>{[d.label, types[d.type] ?? d.type, target ? tr(target.label.many) : d.resource].join(' · ')}</span>;
}
