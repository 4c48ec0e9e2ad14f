import { i18n } from '@lingui/core';
import { messages as esMessages } from '../../locales/es/messages.po';
import { DEFAULT_LOCALE, LOCALE_KEY, detectLocale, type Locale } from './locale';

export { LOCALES, type Locale } from './locale';
export { i18n };

const loaders: Record<Locale, () => Promise<{ messages: Record<string, unknown> }>> = {
  es: async () => ({ messages: esMessages }),
  en: () => import('../../locales/en/messages.po'),
};

function readStored(): string | null {
  try { return localStorage.getItem(LOCALE_KEY); } catch { return null; }
}

/** Loads and activates a locale; `persist` stores the user's explicit choice. */
export async function activateLocale(locale: Locale, persist = false): Promise<void> {
  const { messages } = await loaders[locale]();
  i18n.loadAndActivate({ locale, messages: messages as never });
  document.documentElement.lang = locale;
  if (persist) {
    try { localStorage.setItem(LOCALE_KEY, locale); } catch { /* private mode */ }
  }
}

/** First activation, before the first render. */
export async function initI18n(): Promise<Locale> {
  const locale = detectLocale(readStored(), typeof navigator === 'undefined' ? null : navigator.language);
  try {
    await activateLocale(locale);
  } catch {
    await activateLocale(DEFAULT_LOCALE);
    return DEFAULT_LOCALE;
  }
  return locale;
}
