import { useLingui } from '@lingui/react/macro';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { register } from '../../lib/session';
import { useFormSubmit } from '../../lib/use-form-submit';
import { Button, ConfirmPasswordField, PasswordField, TextField } from '../../ui';
import { afterSignIn } from './finish-sign-in';
import { canSubmitRegister, type RegisterValues } from './rules';
import { SignInAlert, useSignInProblem } from './sign-in-alert';
import { TenantField } from './tenant-field';
import type { TenantChoice } from './use-tenants';

export function RegisterForm({ tenant, onLogin }: { tenant: TenantChoice; onLogin: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { returnUrl } = useSearch({ strict: false }) as { returnUrl?: string };
  const [v, setV] = useState<RegisterValues>({ nombre: '', documento: '', email: '', password: '', confirmation: '' });
  const set = (k: keyof RegisterValues) => (e: { target: { value: string } }) => setV((s) => ({ ...s, [k]: e.target.value }));

  const { problem, guard } = useSignInProblem();
  const { busy, errors, submit } = useFormSubmit(async () => {
    const data = { nombre: v.nombre.trim(), documento: v.documento.trim(), email: v.email.trim(), password: v.password };
    const user = await guard(tenant.base, () => register(tenant.base, tenant.name, data));
    afterSignIn(user, returnUrl, (href) => void navigate({ href, replace: true }));
  }, { ready: canSubmitRegister(v) });

  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label={t`Registrarse`}>
      <TenantField tenant={tenant} />
      <TextField label={t`Nombre`} name="nombre" autoComplete="name" autoFocus value={v.nombre} onChange={set('nombre')} error={errors.nombre} />
      <TextField label={t`Documento`} name="documento" value={v.documento} onChange={set('documento')} error={errors.documento} />
      <TextField label={t`Correo electrónico`} type="email" name="email" autoComplete="email" inputMode="email" value={v.email} onChange={set('email')} error={errors.email} />
      <PasswordField label={t`Contraseña`} name="password" autoComplete="new-password" value={v.password} onChange={set('password')} error={errors.password} />
      <ConfirmPasswordField label={t`Confirmar contraseña`} password={v.password} value={v.confirmation} onChange={set('confirmation')} error={errors.password_confirmation} />
      <SignInAlert problem={problem} />
      <Button type="submit" variant="primary" className="w-full justify-center" disabled={!canSubmitRegister(v)} busy={busy}>
        {busy ? t`Registrando…` : t`Registrarse`}
      </Button>
      <p className="text-center text-13">
        <button type="button" onClick={onLogin} className="font-medium text-accent-text hover:underline">{t`Ya soy usuario`}</button>
      </p>
    </form>
  );
}
