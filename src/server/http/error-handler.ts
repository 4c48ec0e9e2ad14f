import type { FastifyInstance } from 'fastify';
import { RecordError, type RecordErrorKind } from '../records/errors';
import { HttpError } from './errors';

const RECORD_STATUS: Record<RecordErrorKind, number> = { not_found: 404, forbidden: 403, conflict: 409, invalid: 422 };

/** Maps every failure to the spec's JSON shapes; nothing internal (SQL, stack) reaches the client. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: any, req, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.status).send(err.errors ? { message: err.message, errors: err.errors } : { message: err.message });
    }
    if (err instanceof RecordError) {
      const status = RECORD_STATUS[err.kind];
      return reply.code(status).send(err.errors ? { message: err.message, errors: err.errors } : { message: err.message });
    }
    if (err?.name === 'QueryError' && typeof err.status === 'number') {
      return reply.code(err.status).send({ message: err.message });
    }
    if (isInputRejectedByDatabase(err)) {
      // A safety net, not the way input is checked: resource fields are refused per field (422) by the
      // kind catalogue's coercers before SQL. A value that still reaches PostgreSQL and is refused as
      // data (NUL in text, a lone surrogate, a number out of range) is the client's fault, not a 500.
      req.log.warn({ code: err.code, url: req.url.split('?')[0] }, 'input rejected by the database');
      return reply.code(400).send({ message: 'Solicitud incorrecta: un valor no es válido.' });
    }
    if (err?.code === '23505') {
      // Two writes raced past the server's unique check (unique fields, fields unique together): the
      // unique index refused the second one; nothing of it was written.
      req.log.warn({ url: req.url.split('?')[0] }, 'unique index refused a concurrent write');
      return reply.code(409).send({ message: 'Otra persona guardó un registro con estos mismos valores al mismo tiempo. Vuelve a cargar e inténtalo de nuevo.' });
    }
    const status = typeof err?.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message = err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'Tipo de contenido no soportado.'
        : err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'La solicitud es demasiado grande.'
          : status === 400 ? 'Solicitud incorrecta: el cuerpo no es válido.' : err.message;
      return reply.code(status).send({ message });
    }
    req.log.error({ err }, 'unhandled error');
    if (!app.log.level || app.log.level === 'silent') console.error(err);
    return reply.code(500).send({ message: 'Error interno del servidor' });
  });
}

/**
 * PostgreSQL refused a value as data: class 22 (data exception: invalid text representation, NUL or
 * untranslatable characters, numeric/date out of range…) or 54001 (a value nested too deep to parse).
 */
function isInputRejectedByDatabase(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (/^22[0-9A-Z]{3}$/.test(code) || code === '54001');
}
