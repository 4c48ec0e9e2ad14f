import { useLingui } from '@lingui/react/macro';
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
