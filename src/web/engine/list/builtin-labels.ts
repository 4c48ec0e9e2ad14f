import { msg } from '@lingui/core/macro';

// Labels of the columns every row has (id, timestamps). Declared with their text as explicit id so
// extraction puts them in the catalogs and `i18n._(label)` finds them like any resource label.
export const BUILTIN_LABELS = [
  msg({ id: 'ID', message: 'ID' }),
  msg({ id: 'Creado', message: 'Creado' }),
  msg({ id: 'Actualizado', message: 'Actualizado' }),
];
