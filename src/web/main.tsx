import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { subscribe } from 'valtio';
import { i18n, initI18n } from './lib/i18n';
import { isPublicPath } from './lib/guard';
import { currentHref, navigateTo } from './lib/nav';
import { isSigningOut, revalidateSession, sessionState } from './lib/session';
import { initTheme } from './lib/theme';
import { initDeviceSettings } from './lib/device-settings';
import { createAppRouter } from './router';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});

/** Signed out anywhere (401, 'Salir', another tab): leave the protected page. */
function followSignOut(): void {
  let had = !!sessionState.user;
  subscribe(sessionState, () => {
    const has = !!sessionState.user;
    if (had && !has) queryClient.clear();
    if (had && !has && !isSigningOut() && !isPublicPath(window.location.pathname)) {
      const here = currentHref();
      navigateTo(`/login${here !== '/' ? `?returnUrl=${encodeURIComponent(here)}` : ''}`, { replace: true });
    }
    had = has;
  });
  // Another tab signed in, out or as someone else: follow it (a refreshed user keeps its token).
  window.addEventListener('storage', (e) => {
    if (e.key !== 'mando.session') return;
    let token: string | null = null;
    try { token = (JSON.parse(e.newValue ?? '{}') as { user?: { token?: string } | null }).user?.token ?? null; } catch { /* ignore */ }
    if (token !== (sessionState.user?.token ?? null)) window.location.reload();
  });
}

async function start(): Promise<void> {
  initTheme();
  initDeviceSettings();
  await initI18n();
  const router = createAppRouter(queryClient);
  followSignOut();
  void revalidateSession();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
