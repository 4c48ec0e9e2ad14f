import { useLingui } from '@lingui/react';
import { useCallback } from 'react';

/**
 * Translates a Spanish label declared in src/core (resource, field, option and tab labels). The
 * catalogs carry them with their own text as id; a missing entry falls back to the text itself.
 */
export function useTr(): (label: string) => string {
  const { i18n } = useLingui();
  return useCallback((label: string) => (label ? i18n._(label) : label), [i18n, i18n.locale]);
}

/** 'Cliente' → 'cliente' for running text ('Nuevo cliente'); acronyms stay ('NIT'). */
export const lowerFirst = (s: string) => (s.length > 1 && s[1] === s[1].toUpperCase() && /[A-Z]/.test(s[1]) ? s : s.charAt(0).toLowerCase() + s.slice(1));
