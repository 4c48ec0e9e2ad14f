import { useLingui } from '@lingui/react/macro';
import { handleApiError } from '../../lib/api';
import { notify } from '../../lib/notices';
import { Combobox } from '../../ui';
import type { TenantChoice } from './use-tenants';

export function TenantField({ tenant }: { tenant: TenantChoice }) {
  const { t } = useLingui();
  if (tenant.preconfigured) return null;
  return (
    <Combobox
      label={t`Empresa`}
      value={tenant.name}
      onChange={(v) => v && tenant.setName(v)}
      options={tenant.names.map((n) => ({ value: n, label: n }))}
      placeholder={tenant.loading ? t`Cargando…` : t`Elige tu empresa`}
      name="tenant"
    />
  );
}

/** Server messages that are not field errors (429 throttle, 5xx …) are notices; 401 is the handler's warning. */
export async function reportAuthError(err: unknown): Promise<Record<string, string[]>> {
  const res = await handleApiError(err);
  if (res?.status === 422) {
    const errors = (res.body?.errors ?? {}) as Record<string, string[]>;
    if (!Object.keys(errors).length && res.body?.message) notify({ kind: 'error', title: String(res.body.message) });
    return errors;
  }
  return {};
}

