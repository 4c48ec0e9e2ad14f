/** Languages of the UI: Spanish is the source (and default), English second. */
export const LOCALES = { es: 'Español', en: 'English' } as const;
export type Locale = keyof typeof LOCALES;
export const DEFAULT_LOCALE: Locale = 'es';
export const LOCALE_KEY = 'mando.locale';

const isLocale = (v: unknown): v is Locale => typeof v === 'string' && v in LOCALES;

/** Stored choice first, then the first two letters of the browser language, else Spanish. */
export function detectLocale(stored: string | null | undefined, browserLanguage: string | null | undefined): Locale {
  if (isLocale(stored)) return stored;
  const two = (browserLanguage ?? '').slice(0, 2).toLowerCase();
  return isLocale(two) ? two : DEFAULT_LOCALE;
}
