/** Errors that map to the spec's HTTP answers (spec 03 §8): the error handler turns them into JSON. */
export class HttpError extends Error {
  constructor(public readonly status: number, message: string, public readonly errors?: Record<string, string[]>) {
    super(message);
  }
}

export const FORBIDDEN_MESSAGE = 'No tienes permisos para realizar esta acción';
export const UNAUTHENTICATED_MESSAGE = 'No autenticado.';

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = UNAUTHENTICATED_MESSAGE) => new HttpError(401, message);
export const forbidden = (message = FORBIDDEN_MESSAGE) => new HttpError(403, message);
export const notFound = (message = 'Registro no encontrado.') => new HttpError(404, message);

/** 422 in Laravel's shape: message is the first error. */
export function unprocessable(errors: Record<string, string[]>): HttpError {
  const first = Object.values(errors).find((m) => m.length)?.[0] ?? 'Los datos no son válidos.';
  return new HttpError(422, first, errors);
}
