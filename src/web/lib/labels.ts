import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';

// Kept apart from i18n.ts (which loads the catalogs) so list and form code can be used without them.

/**
 * Translates a Spanish label declared in src/core (resource names, field labels, options, menu
 * groups). The catalogs carry them under their own text as id (scripts/resource-labels.ts).
 */
export const translateLabel = (label: string): string => (label ? i18n._(label) : label);

/** translateLabel bound to the current locale: components re-render when the language changes. */
export function useLabel(): (label: string) => string {
  const { i18n: active } = useLingui();
  return useCallback((label: string) => (label ? active._(label) : label), [active, active.locale]);
}
