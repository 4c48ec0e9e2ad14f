import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { Resource } from '../../core/resource';
import { useLabel } from './labels';
import { lowerFirst } from './text';

/** 'Nuevo cliente' / 'Nueva categoría' in the current language (create buttons, palette, dialogs). */
export function useNewRecordLabel(): (resource: Pick<Resource, 'label' | 'gender'>) => string {
  const { t } = useLingui();
  const tr = useLabel();
  return useCallback((resource) => {
    const label = lowerFirst(tr(resource.label.one));
    return resource.gender === 'f' ? t`Nueva ${label}` : t`Nuevo ${label}`;
  }, [t, tr]);
}
