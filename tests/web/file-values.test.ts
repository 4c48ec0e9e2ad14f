import { describe, expect, it } from 'vitest';
import { documents, productos } from '../../src/core/resources';
import { resourceFormSchema } from '../../src/core/rules';
import { buildPayload, duplicateOf } from '../../src/web/engine/data/payload';
import { fileNameOf, toFormData } from '../../src/web/engine/data/upload';
import { KIND_VALUES } from '../../src/web/engine/fields/kind-meta';
import { hasNewFile } from '../../src/web/engine/fields/file-values';

// The client half of the file kinds: what the form holds, what a save sends, how it is encoded.

const image = productos.fields.image;
const stored = { id: 7, name: 'foto.jpg', mime: 'image/jpeg', size: 1200 };
const superAdmin = { roles: ['SuperAdmin'], permissions: [], modules: ['inventarios', 'gestion_documental'], userId: 1 };

describe('file kinds in forms', () => {
  it('form value: the stored file, a new file or null; a save sends the new file, leaves the stored one out, null removes it', () => {
    const v = KIND_VALUES.image;
    expect(v.toForm(image, stored, {})).toEqual(stored);
    expect(v.toForm(image, { id: 'x' }, {})).toBeNull();
    expect(v.toForm(image, null, {})).toBeNull();
    const file = new File([new Uint8Array([1, 2, 3])], 'nueva.jpg', { type: 'image/jpeg' });
    expect(v.toApi(image, file)).toBe(file);
    expect(v.toApi(image, stored)).toBeUndefined();
    expect(v.toApi(image, null)).toBeNull();
    expect(v.exportValue(image, stored, {})).toBe('foto.jpg');
  });

  it('the payload goes as multipart only with a new file; JSON drops the unchanged one', () => {
    const body = buildPayload(productos, superAdmin, { name: 'Café', image: stored });
    expect(hasNewFile(body)).toBe(false);
    expect(JSON.parse(JSON.stringify(body))).toEqual({ name: 'Café' });
    const blob = new Blob(['x'], { type: 'image/png' });
    expect(hasNewFile(buildPayload(productos, superAdmin, { name: 'Café', image: blob }))).toBe(true);
  });

  it('a required file already stored passes the edit form\'s check (it is left out of the body, the server keeps it)', () => {
    const schema = resourceFormSchema(documents, superAdmin, { mode: 'update', recordId: 4 });
    const body = buildPayload(documents, superAdmin, { titulo: 'Contrato', descripcion: 'Firmado', categoria_id: 2, file: stored });
    expect('file' in body).toBe(false);
    expect(schema.safeParse(body).success).toBe(true);
    // Removing it (null) is refused: the field is required.
    const removed = schema.safeParse(buildPayload(documents, superAdmin, { titulo: 'Contrato', descripcion: 'Firmado', categoria_id: 2, file: null }));
    expect(removed.success).toBe(false);
  });

  it('form data: files as parts, null as empty, objects as JSON, _method=PUT for updates', async () => {
    const blob = new Blob(['x'], { type: 'image/png' });
    const form = toFormData({ name: 'Café', image: blob, notas: null, taxes: [1, 2], active: false, precio: '25000', skip: undefined }, 'PUT');
    expect([...form.keys()]).toEqual(['_method', 'name', 'image', 'notas', 'taxes', 'active', 'precio']);
    expect(form.get('_method')).toBe('PUT');
    expect(form.get('notas')).toBe('');
    expect(form.get('taxes')).toBe('[1,2]');
    expect(form.get('active')).toBe('false');
    expect((form.get('image') as File).name).toBe('image.png');
    expect(fileNameOf('firma', new Blob([], { type: 'image/svg+xml' }))).toBe('firma.svg');
    expect(fileNameOf('x', new File([], 'contrato.pdf'))).toBe('contrato.pdf');
  });

  it('a duplicate starts without the original files (a file belongs to one record)', () => {
    expect(duplicateOf({ id: 3, name: 'Café', image: stored }, productos)).toEqual({ name: 'Café' });
  });
});
