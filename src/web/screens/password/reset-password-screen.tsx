import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { apiBase, createApi, notifySuccess } from '../../lib/api';
import { usePageTitle } from '../../lib/ui-state';
import { useFormSubmit } from '../../lib/use-form-submit';
import { Button, ConfirmPasswordField, Icon, PasswordField, TextField } from '../../ui';
import { AuthLayout } from '../auth-layout';
import { TenantField, useTenantChoice } from '../login';
import { PASSWORD_MIN } from './change-password-screen';

async function post(base: string, path: string, json: Record<string, string>): Promise<{ message?: string; status: number }> {
  const res = await createApi(base, { retry: 0 }).post(path, { json, context: { silent: true } });
  const body = (await res.json().catch(() => null)) as { message?: string } | null;
  return { message: body?.message, status: res.status };
}

function RequestLink() {
  const { t } = useLingui();
  const tenant = useTenantChoice();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const { busy, errors, submit } = useFormSubmit(async () => {
    const r = await post(tenant.base, 'password/email', { email: email.trim() });
    setSent(r.message || t`Te enviamos un correo con el enlace para restablecer tu contraseña.`);
  }, { ready: email.trim().length >= 3, messageField: 'email' });
  if (sent) {
    return (
      <div role="status" className="flex gap-2 rounded-md border border-success/30 bg-success-soft p-3 text-13">
        <Icon name="mail" className="mt-0.5 text-success" />
        <p>{sent}</p>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label={t`Restablecer contraseña`}>
      <TenantField tenant={tenant} />
      <TextField label={t`Correo electrónico`} type="email" name="email" autoComplete="email" autoFocus value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
      <Button type="submit" variant="primary" className="w-full justify-center" disabled={email.trim().length < 3} busy={busy}>
        {busy ? t`Enviando…` : t`Enviar enlace`}
      </Button>
    </form>
  );
}

function NewPassword({ token, email, base }: { token: string; email: string; base: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const ready = password.length >= PASSWORD_MIN && password === confirmation;
  const { busy, errors, submit } = useFormSubmit(async () => {
    const r = await post(base, 'password/reset', { token, email, password, password_confirmation: confirmation });
    notifySuccess(r.status, r.message);
    void navigate({ to: '/login', replace: true });
  }, { ready, messageField: 'password' });
  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label={t`Restablecer contraseña`}>
      <TextField label={t`Correo electrónico`} type="email" name="email" autoComplete="username" value={email} readOnly error={errors.email ?? errors.token} />
      <PasswordField label={t`Nueva contraseña`} name="password" autoComplete="new-password" autoFocus value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} />
      <ConfirmPasswordField label={t`Confirmar contraseña`} password={password} value={confirmation} onChange={(e) => setConfirmation(e.target.value)} error={errors.password_confirmation} />
      <Button type="submit" variant="primary" className="w-full justify-center" disabled={!ready} busy={busy}>
        {busy ? t`Guardando…` : t`Restablecer contraseña`}
      </Button>
    </form>
  );
}

/** /reset-password: ask for the e-mail link, or (with ?token=&email=) choose the new password. */
export function ResetPasswordScreen() {
  const { t } = useLingui();
  const { token, email, tenant } = useSearch({ strict: false }) as { token?: string; email?: string; tenant?: string };
  // The e-mailed link names its tenant; path prefixes work on any host.
  const base = tenant && /^[a-z0-9-]+$/.test(tenant) ? `/${tenant}` : apiBase();
  const withToken = !!token && !!email;
  usePageTitle(t`Restablecer contraseña`);
  return (
    <AuthLayout
      title={t`Restablecer contraseña`}
      subtitle={withToken ? t`Elige tu nueva contraseña.` : t`Escribe tu correo y te enviaremos un enlace para elegir una nueva.`}
      footer={<Link to="/login" className="hover:text-fg">{t`Volver a iniciar sesión`}</Link>}
    >
      {withToken ? <NewPassword token={token!} email={email!} base={base} /> : <RequestLink />}
    </AuthLayout>
  );
}
