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
