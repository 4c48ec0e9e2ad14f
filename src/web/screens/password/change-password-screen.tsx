import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { api, notifySuccess } from '../../lib/api';
import { homePath, safeReturnUrl, updateSessionUser, useSessionUser, type SessionUser } from '../../lib/session';
import { usePageTitle } from '../../lib/ui-state';
import { useFormSubmit } from '../../lib/use-form-submit';
import { Button, ConfirmPasswordField, PasswordField } from '../../ui';
import { AuthLayout } from '../auth-layout';

export const PASSWORD_MIN = 6;

/** /change-password: current, new and confirmation → POST change-password (forced when expired). */
export function ChangePasswordScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const user = useSessionUser();
  const { returnUrl } = useSearch({ strict: false }) as { returnUrl?: string };
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const expired = user?.password_status === 'expired';
  usePageTitle(t`Cambiar contraseña`);

  const tooShort = password.length > 0 && password.length < PASSWORD_MIN;
  const ready = current.length >= 4 && password.length >= PASSWORD_MIN && password === confirmation;

  const { busy, errors, submit } = useFormSubmit(async () => {
    const res = await api.post('change-password', {
      json: { current_password: current, password, password_confirmation: confirmation },
      context: { silent: true },
    });
    const body = (await res.json().catch(() => null)) as { message?: string; user?: Partial<SessionUser> } | null;
    notifySuccess(res.status, body?.message);
    updateSessionUser({ ...(body?.user ?? {}), password_status: body?.user?.password_status ?? 'ok' });
    void navigate({ href: safeReturnUrl(returnUrl) ?? homePath(user), replace: true });
  }, { ready });

  return (
    <AuthLayout
      title={t`Cambiar contraseña`}
      subtitle={expired ? t`Tu contraseña expiró. Elige una nueva para continuar.` : t`Elige una contraseña nueva de al menos ${PASSWORD_MIN} caracteres.`}
      footer={expired ? null : <Link to="/dashboard" className="hover:text-fg">{t`Volver`}</Link>}
    >
      <form onSubmit={submit} className="space-y-4" noValidate aria-label={t`Cambiar contraseña`}>
        {/* Lets password managers pair the new password with the account. */}
        <input type="text" name="username" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
        <PasswordField label={t`Contraseña actual`} name="current_password" autoComplete="current-password" autoFocus value={current} onChange={(e) => setCurrent(e.target.value)} error={errors.current_password} />
        <PasswordField
          label={t`Nueva contraseña`}
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={tooShort ? t`Debe tener al menos ${PASSWORD_MIN} caracteres` : errors.password}
        />
        <ConfirmPasswordField label={t`Confirmar contraseña`} password={password} value={confirmation} onChange={(e) => setConfirmation(e.target.value)} error={errors.password_confirmation} />
        <Button type="submit" variant="primary" className="w-full justify-center" disabled={!ready} busy={busy}>
          {busy ? t`Guardando…` : t`Cambiar contraseña`}
        </Button>
      </form>
    </AuthLayout>
  );
}
