import { KINDS } from '../../core/resource/kinds';
import type { Field, Resource } from '../../core/resource/types';

/** OpenAPI 3.1 document of the generic API, derived from the resource definitions. */

/** The kind catalogue's schema of the value, with the field's label. */
const schemaOf = (f: Field): Record<string, unknown> => ({ ...KINDS[f.kind].openapi(f), description: f.label });

const isRequired = (f: Field) => (f.rules ?? '').split('|').includes('required');

function recordSchema(r: Resource, mode: 'read' | 'write') {
  const properties: Record<string, unknown> = mode === 'read'
    ? { id: { type: 'integer' }, created_at: { type: 'string', format: 'date-time' }, updated_at: { type: 'string', format: 'date-time' } }
    : {};
  const required: string[] = [];
  for (const [name, f] of Object.entries(r.fields)) {
    if (mode === 'read' && f.writeOnly) continue;
    if (mode === 'write' && f.readonly) continue;
    properties[name] = { ...schemaOf(f), ...(f.superAdminOnly ? { 'x-superadmin-only': true } : {}) };
    if (mode === 'write' && isRequired(f)) required.push(name);
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

const LIST_PARAMS = ['paginate', 'page', 'limit', 'q', 'query', 'include', 'order', 'from', 'to', 'count']
  .map((name) => ({ name, in: 'query', required: false, schema: { type: 'string' } }));

export function openApiDocument(resources: readonly Resource[], serverUrl: string) {
  const paths: Record<string, unknown> = {};
  const schemas: Record<string, unknown> = {
    Error: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
    ValidationError: { type: 'object', properties: { message: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } } },
  };
  const ref = (n: string) => ({ $ref: `#/components/schemas/${n}` });
  const errors = {
    401: { description: 'No autenticado', content: { 'application/json': { schema: ref('Error') } } },
    403: { description: 'Sin permiso o módulo apagado', content: { 'application/json': { schema: ref('Error') } } },
  };
  for (const r of resources) {
    const name = r.name.replace(/-/g, '_');
    schemas[name] = recordSchema(r, 'read');
    schemas[`${name}_input`] = recordSchema(r, 'write');
    const ok = (schema: unknown, code = 200) => ({ [code]: { description: 'OK', content: { 'application/json': { schema } } } });
    const tag = [r.label.many];
    const id = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };
    paths[`/{tenant}/api/${r.name}`] = {
      get: { tags: tag, summary: `Listar ${r.label.many}`, description: `Permiso: ${r.access.view ?? '—'}; módulo: ${r.module ?? '—'}`,
        parameters: LIST_PARAMS, responses: { ...ok({ oneOf: [{ type: 'array', items: ref(name) }, { type: 'object', properties: { data: { type: 'array', items: ref(name) }, total: { type: 'integer' }, per_page: { type: 'integer' }, current_page: { type: 'integer' }, last_page: { type: 'integer' } } }] }), 400: { description: 'Consulta no válida' }, ...errors } },
      post: { tags: tag, summary: `Crear ${r.label.one}`, requestBody: { content: { 'application/json': { schema: ref(`${name}_input`) } } },
        responses: { ...ok(ref(name), 201), 422: { description: 'Datos no válidos', content: { 'application/json': { schema: ref('ValidationError') } } }, ...errors } },
      delete: { tags: tag, summary: `Eliminar varios ${r.label.many}`, parameters: [{ name: 'ids[]', in: 'query', required: true, schema: { type: 'array', items: { type: 'integer' } } }], responses: { 200: { description: 'OK' }, ...errors } },
    };
    paths[`/{tenant}/api/${r.name}/{id}`] = {
      get: { tags: tag, summary: `Ver ${r.label.one}`, parameters: [id], responses: { ...ok(ref(name)), 404: { description: 'No encontrado' }, ...errors } },
      put: { tags: tag, summary: `Editar ${r.label.one}`, parameters: [id], requestBody: { content: { 'application/json': { schema: ref(`${name}_input`) } } },
        responses: { ...ok(ref(name)), 422: { description: 'Datos no válidos', content: { 'application/json': { schema: ref('ValidationError') } } }, ...errors } },
      delete: { tags: tag, summary: `Eliminar ${r.label.one}`, parameters: [id], responses: { 200: { description: 'OK' }, 404: { description: 'No encontrado' }, ...errors } },
    };
  }
  schemas.SearchHit = { type: 'object', required: ['resource', 'id', 'title', 'score'], properties: {
    resource: { type: 'string' }, id: { type: 'integer' }, title: { type: 'string' }, subtitle: { type: 'string' },
    score: { type: 'number' }, exact: { type: 'boolean', description: 'Encontrado por su número (#123, PED-0123)' } } };
  paths['/{tenant}/api/search'] = {
    get: { tags: ['Búsqueda'], summary: 'Buscar registros en todos los recursos que el usuario puede ver',
      description: 'Sin tildes ni mayúsculas, tolera errores de escritura; por recurso los `limit` mejores; `#123` salta al ticket o pedido.',
      parameters: [
        { name: 'q', in: 'query', required: true, schema: { type: 'string', maxLength: 100 } },
        { name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 20, default: 5 } },
        { name: 'resources', in: 'query', required: false, schema: { type: 'string' }, description: 'Nombres separados por comas' },
      ],
      responses: {
        200: { description: 'OK', content: { 'application/json': { schema: { type: 'object', properties: { q: { type: 'string' }, hits: { type: 'array', items: ref('SearchHit') } } } } } },
        400: { description: 'limit o resources no válidos', content: { 'application/json': { schema: ref('Error') } } },
        422: { description: 'q vacío o demasiado largo', content: { 'application/json': { schema: ref('ValidationError') } } },
        ...errors,
      } },
  };
  return {
    openapi: '3.1.0',
    info: { title: 'Mando API', version: '1' },
    servers: [{ url: serverUrl }],
    components: { schemas, securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Auth-Token' } } },
    security: [{ token: [] }],
    paths,
  };
}
