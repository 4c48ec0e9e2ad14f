/**
 * What the record pipeline can refuse, independent of HTTP: the error handler maps each kind to the
 * spec's answer (not_found 404, forbidden 403, conflict 409, invalid 422 with per-field messages).
 */
export type RecordErrorKind = 'not_found' | 'forbidden' | 'conflict' | 'invalid';

export class RecordError extends Error {
  override readonly name = 'RecordError';
  constructor(readonly kind: RecordErrorKind, message: string, readonly errors?: Record<string, string[]>) {
    super(message);
  }
}

export const NOT_FOUND_MESSAGE = 'Registro no encontrado.';
export const FORBIDDEN_RECORD_MESSAGE = 'No tienes permisos para realizar esta acción';

export const recordNotFound = () => new RecordError('not_found', NOT_FOUND_MESSAGE);
export const recordForbidden = (message = FORBIDDEN_RECORD_MESSAGE) => new RecordError('forbidden', message);
export const recordConflict = (message: string) => new RecordError('conflict', message);

/** 422: the message is the first field message (Laravel's shape). */
export function recordInvalid(errors: Record<string, string[]>): RecordError {
  const first = Object.values(errors).find((m) => m.length)?.[0] ?? 'Los datos no son válidos.';
  return new RecordError('invalid', first, errors);
}
