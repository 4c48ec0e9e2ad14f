import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { signIn } from '../../lib/session';
import { usePageTitle } from '../../lib/ui-state';
import { useFormSubmit } from '../../lib/use-form-submit';
import { Button, Checkbox, PasswordField, TextField } from '../../ui';
import { AuthLayout } from '../auth-layout';
import { afterSignIn } from './finish-sign-in';
import { RegisterForm } from './register-form';
import { SignInAlert, useSignInProblem } from './sign-in-alert';
import { canSubmitLogin } from './rules';
import { TenantField } from './tenant-field';
import { useTenantChoice, type TenantChoice } from './use-tenants';

const LAST_EMAIL_KEY = 'mando.lastEmail';

function readLastEmail(): string {
  try { return localStorage.getItem(LAST_EMAIL_KEY) ?? ''; } catch { return ''; }
}

/** 'Recordarme' also remembers the address on this device (never the password). */
function storeLastEmail(email: string): void {
  try {
    if (email) localStorage.setItem(LAST_EMAIL_KEY, email);
    else localStorage.removeItem(LAST_EMAIL_KEY);
  } catch { /* private mode */ }
}

function LoginForm({ tenant, onRegister }: { tenant: TenantChoice; onRegister: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { returnUrl } = useSearch({ strict: false }) as { returnUrl?: string };
  const [email, setEmail] = useState(readLastEmail);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const { problem, guard } = useSignInProblem();
  const { busy, errors, submit } = useFormSubmit(async () => {
    const user = await guard(tenant.base, () => signIn(tenant.base, tenant.name, { username: email.trim(), password, remember }));
    storeLastEmail(remember ? email.trim() : '');
    afterSignIn(user, returnUrl, (href) => void navigate({ href, replace: true }));
  }, { ready: canSubmitLogin(email, password) });

  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label={t`Iniciar sesión`}>
      <TenantField tenant={tenant} />
      <TextField label={t`Correo electrónico`} type="email" name="email" autoComplete="username" inputMode="email" autoFocus={!email} value={email} onChange={(e) => setEmail(e.target.value)} error={errors.username ?? errors.email} />
      <PasswordField
        label={t`Contraseña`}
        name="password"
        autoFocus={!!email}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <div className="flex items-center justify-between gap-2">
        <Checkbox label={t`Recordarme`} checked={remember} onChange={setRemember} name="remember" />
        <Link to="/reset-password" className="text-13 text-accent-text hover:underline">{t`¿Olvidaste tu contraseña?`}</Link>
      </div>
      <SignInAlert problem={problem} />
      <Button type="submit" variant="primary" className="w-full justify-center" disabled={!canSubmitLogin(email, password)} busy={busy}>
        {busy ? t`Entrando…` : t`Entrar`}
      </Button>
      {tenant.registrationOpen ? (
        <p className="text-center text-13 text-fg-muted">
          {t`¿No tienes cuenta?`}{' '}
          <button type="button" onClick={onRegister} className="font-medium text-accent-text hover:underline">{t`Regístrate`}</button>
        </p>
      ) : null}
    </form>
  );
}

/** /login: sign in, or register when the tenant has registration open (spec 01 §2.1). */
export function LoginScreen() {
  const { t } = useLingui();
  const tenant = useTenantChoice();
  const [mode, setMode] = useState<'login' | 'register'>('login');
  const registering = mode === 'register' && tenant.registrationOpen;
  usePageTitle(registering ? t`Crear cuenta` : t`Iniciar sesión`);
  return (
    <AuthLayout
      title={registering ? t`Crear cuenta` : t`Iniciar sesión`}
      subtitle={registering ? t`Regístrate para empezar a usar Mando.` : t`Entra con tu correo y contraseña.`}
    >
      {registering ? <RegisterForm tenant={tenant} onLogin={() => setMode('login')} /> : <LoginForm tenant={tenant} onRegister={() => setMode('register')} />}
    </AuthLayout>
  );
}
