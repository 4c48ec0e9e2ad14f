import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { localDiskStorage } from '../../src/server/files/storage';
import { cleanFileName, fileTypeOf } from '../../src/server/files/types';

const root = mkdtempSync(join(tmpdir(), 'mando-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('local disk storage', () => {
  const store = localDiskStorage(root);

  it('stores, reads back and removes by key', async () => {
    await store.put('1/tickets/a', Readable.from([Buffer.from('hola')]));
    expect(await text((await store.get('1/tickets/a'))!)).toBe('hola');
    await store.remove('1/tickets/a');
    expect(await store.get('1/tickets/a')).toBeNull();
  });

  it('never leaves its folder', async () => {
    await expect(store.put('../fuera', Readable.from([Buffer.from('x')]))).rejects.toThrow(/outside/);
    await expect(store.get('/etc/passwd')).rejects.toThrow(/outside/);
  });
});

describe('file names and kinds', () => {
  it('keeps a bare, printable name and serves by extension, refusing active content', () => {
    expect(cleanFileName('C:\\fakepath\\..\\informe "final".pdf')).toBe('informe final.pdf');
    expect(cleanFileName('../../')).toBe('archivo');
    expect(fileTypeOf('foto.JPG')).toBe('image/jpeg');
    for (const bad of ['x.html', 'x.svg', 'x.js', 'x.exe', 'sin-extension']) expect(fileTypeOf(bad)).toBeNull();
  });
});
