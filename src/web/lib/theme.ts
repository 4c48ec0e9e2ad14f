import { proxy, subscribe } from 'valtio';

/**
 * Display theme: light/dark/system and an accent hue. `?theme=light|dark` and `?color_scheme=<hue>`
 * (spec 01 §2.4) change it and persist. index.html applies the stored theme before first paint.
 */
export const ACCENTS = ['blue', 'indigo', 'violet', 'pink', 'red', 'orange', 'green', 'teal', 'gray'] as const;
export type Accent = (typeof ACCENTS)[number];
export type ThemeMode = 'light' | 'dark' | 'system';

const KEY = 'mando.theme';

export const isAccent = (v: unknown): v is Accent => typeof v === 'string' && (ACCENTS as readonly string[]).includes(v);
export const isMode = (v: unknown): v is ThemeMode => v === 'light' || v === 'dark' || v === 'system';

function load(): { mode: ThemeMode; accent: Accent } {
  try {
    const s = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, unknown>;
    return { mode: isMode(s.mode) ? s.mode : 'system', accent: isAccent(s.accent) ? s.accent : 'blue' };
  } catch {
    return { mode: 'system', accent: 'blue' };
  }
}

export const themeState = proxy(load());

const media = typeof window !== 'undefined' ? window.matchMedia('(prefers-color-scheme: dark)') : null;

export const isDark = (): boolean => themeState.mode === 'dark' || (themeState.mode === 'system' && !!media?.matches);

function apply(): void {
  const root = document.documentElement;
  root.classList.toggle('dark', isDark());
  root.dataset.accent = themeState.accent;
}

/** Reads ?theme= and ?color_scheme= (any page) into the stored theme. */
export function applyThemeQuery(search: string): void {
  const q = new URLSearchParams(search);
  const mode = q.get('theme');
  const accent = q.get('color_scheme');
  if (isMode(mode) && mode !== themeState.mode) themeState.mode = mode;
  if (isAccent(accent) && accent !== themeState.accent) themeState.accent = accent;
}

export function initTheme(): void {
  // Subscribed first, so a ?theme= on the first page load is stored like any later change.
  subscribe(themeState, () => {
    apply();
    try { localStorage.setItem(KEY, JSON.stringify(themeState)); } catch { /* private mode */ }
  });
  applyThemeQuery(window.location.search);
  apply();
  media?.addEventListener('change', apply);
}

export function setThemeMode(mode: ThemeMode): void {
  themeState.mode = mode;
}

export function toggleDark(): void {
  themeState.mode = isDark() ? 'light' : 'dark';
}
