import { describe, expect, it } from 'vitest';
import { fileKind } from '../../src/core/files/kind';
import {
  acceptAttribute, acceptedTypes, contentMatches, formatMb, maxBytes, refusal, StagedFile, typeFor,
} from '../../src/core/files/rules';
import { file, image, signature } from '../../src/core/resource/fields';
import { coerceValue } from '../../src/core/resource/values';

// The rules of the file kinds, shared by the web input (before uploading) and the server (on the parts).

const doc = file({ label: 'Archivo', accept: '.pdf,.docx', maxKb: 10240 });
const anyFile = file({ label: 'Adjunto' });
const photo = image({ label: 'Imagen' });
const sign = signature({ label: 'Firma' });
const MB = 1024 * 1024;

describe('file rules', () => {
  it('image: only raster images, 5 MB by default, with the spec alert and the size rounded up', () => {
    expect(Object.keys(acceptedTypes(photo))).toEqual(['png', 'jpg', 'jpeg', 'gif', 'webp']);
    expect(acceptAttribute(photo)).toBe('image/png,image/jpeg,image/gif,image/webp');
    expect(refusal(photo, { name: 'foto.JPG', size: 5 * MB })).toBeNull();
    expect(refusal(photo, { name: 'foto.jpg', size: 5 * MB + 1 })).toBe('el archivo es muy grande: 5.01MB (< 5MB)');
    expect(refusal(photo, { name: 'foto.jpg', size: 7.5 * MB })).toBe('el archivo es muy grande: 7.50MB (< 5MB)');
    expect(refusal({ ...photo, maxMb: 2 }, { name: 'a.png', size: 3 * MB })).toBe('el archivo es muy grande: 3.00MB (< 2MB)');
    expect(refusal(photo, { name: 'dibujo.svg', size: 10 })).toBe('El campo Imagen debe ser una imagen.');
    expect(refusal(photo, { name: 'factura.pdf', size: 10 })).toBe('El campo Imagen debe ser una imagen.');
    expect(refusal(photo, { name: 'sin-extension', size: 10 })).toBe('El campo Imagen debe ser una imagen.');
    expect(formatMb(MB)).toBe('1.00MB');
  });

  it('file: the allow-list narrowed by accept, max in KB of 1000 bytes; active content never', () => {
    expect(acceptAttribute(doc)).toBe('.pdf,.docx');
    expect(typeFor(doc, 'Contrato Final.PDF')).toBe('application/pdf');
    expect(refusal(doc, { name: 'hoja.xlsx', size: 1 })).toBe('El campo Archivo debe ser un archivo de tipo: pdf, docx.');
    expect(refusal(doc, { name: 'a.pdf', size: 10240 * 1000 })).toBeNull();
    expect(refusal(doc, { name: 'a.pdf', size: 10240 * 1000 + 1 })).toBe('El campo Archivo no debe pesar más de 10240 kilobytes.');
    for (const bad of ['x.html', 'x.svg', 'x.js', 'x.exe', 'x.php']) expect(typeFor(anyFile, bad)).toBeNull();
    expect(typeFor(file({ label: 'F', accept: 'image/*' }), 'a.webp')).toBe('image/webp');
    expect(typeFor(file({ label: 'F', accept: 'image/*' }), 'a.pdf')).toBeNull();
    expect(typeFor(file({ label: 'F', accept: 'application/pdf' }), 'a.pdf')).toBe('application/pdf');
    expect(maxBytes(anyFile)).toBe(10240 * 1000);
  });

  it('signature: png, jpeg or svg, 1000 KB', () => {
    expect(Object.values(acceptedTypes(sign))).toEqual(['image/png', 'image/jpeg', 'image/jpeg', 'image/svg+xml']);
    expect(typeFor(sign, 'firma.svg')).toBe('image/svg+xml');
    expect(typeFor(sign, 'firma.gif')).toBeNull();
    expect(refusal(sign, { name: 'firma.png', size: 1000 * 1000 + 1 })).toBe('El campo Firma no debe pesar más de 1000 kilobytes.');
  });

  it('content must start like the image its name says', () => {
    const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'));
    expect(contentMatches('image/png', bytes('89504e470d0a1a0a'))).toBe(true);
    expect(contentMatches('image/png', new TextEncoder().encode('<html>'))).toBe(false);
    expect(contentMatches('image/jpeg', bytes('ffd8ffe0'))).toBe(true);
    expect(contentMatches('image/gif', new TextEncoder().encode('GIF89a'))).toBe(true);
    expect(contentMatches('image/webp', new TextEncoder().encode('RIFF....WEBPVP8 '))).toBe(true);
    expect(contentMatches('image/webp', new TextEncoder().encode('RIFF....WAVEfmt '))).toBe(false);
    expect(contentMatches('image/svg+xml', new TextEncoder().encode('  <svg xmlns="http://www.w3.org/2000/svg">'))).toBe(true);
    expect(contentMatches('application/pdf', new TextEncoder().encode('anything'))).toBe(true);
  });
});

describe('file kind coercion', () => {
  it('takes a staged upload (checked again), a kept id, or nothing; refuses anything else', () => {
    expect(coerceValue(photo, new StagedFile('k', 'a.png', 'image/png', 10))).toEqual({ ok: true, value: expect.any(StagedFile) });
    expect(coerceValue(photo, new StagedFile('k', 'a.png', 'image/png', 6 * MB))).toEqual({ ok: false, message: 'el archivo es muy grande: 6.00MB (< 5MB)' });
    expect(coerceValue(photo, { id: 12, name: 'a.png', mime: 'image/png', size: 3 })).toEqual({ ok: true, value: { keep: 12 } });
    expect(coerceValue(photo, 12)).toEqual({ ok: true, value: { keep: 12 } });
    expect(coerceValue(photo, '12')).toEqual({ ok: true, value: { keep: 12 } });
    expect(coerceValue(photo, null)).toEqual({ ok: true, value: null });
    expect(coerceValue(photo, '')).toEqual({ ok: true, value: null });
    for (const bad of ['data:image/png;base64,AAAA', { key: 'otro/tenant/archivo' }, [1], -1, 0, 2 ** 31, 1.5, true]) {
      expect(coerceValue(photo, bad)).toEqual({ ok: false, message: 'El archivo no es válido.' });
    }
    expect(fileKind.sqlType()).toBe('jsonb');
  });
});
