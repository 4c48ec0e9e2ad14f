import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { TAB_LABELS } from './tab-labels';

export function useTabLabel() {
  const { i18n } = useLingui();
  return useCallback((tab: string) => (TAB_LABELS[tab] ? i18n._(TAB_LABELS[tab]) : i18n._(tab.charAt(0).toUpperCase() + tab.slice(1))), [i18n, i18n.locale]);
}
