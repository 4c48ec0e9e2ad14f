import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorization, sha256Hex } from '../../src/server/files/s3/sigv4';
import { startS3Simulator, type S3Simulator } from '../../src/server/files/s3/simulator';
import { S3Error, s3Storage } from '../../src/server/files/s3/storage';
import { api, createTestApp, login } from '../helpers/app';

// Issue 13 'file … S3-compatible storage when configured': attachments go to an S3-compatible bucket
// with SigV4 (AWS's own example signature reproduces), through a local S3 simulator that verifies the
// signature the way S3 does; with S3_* configured, uploads and downloads through the API use it.

const CREDS = { accessKeyId: 'MANDOTESTKEY', secretAccessKey: 'secreto-de-prueba/para+s3' };
let sim: S3Simulator;
beforeAll(async () => { sim = await startS3Simulator({ buckets: ['mando'], credentials: [CREDS] }); });
afterAll(async () => { await sim?.close(); });
const config = (extra: Partial<Parameters<typeof s3Storage>[0]> = {}) => ({ endpoint: sim.url, bucket: 'mando', region: 'us-east-1', ...CREDS, ...extra });

describe('SigV4', () => {
  it("reproduces AWS's GET Object example (examplebucket, test.txt, Range bytes=0-9)", () => {
    const empty = sha256Hex('');
    expect(authorization({
      method: 'GET', path: '/test.txt', payloadHash: empty, amzDate: '20130524T000000Z',
      headers: { Host: 'examplebucket.s3.amazonaws.com', Range: 'bytes=0-9', 'x-amz-content-sha256': empty, 'x-amz-date': '20130524T000000Z' },
    }, { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' }))
      .toBe('AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
  });
});

describe('S3 storage', () => {
  it('stores, reads back and removes by key (keys with spaces and accents too)', async () => {
    const store = s3Storage(config({ prefix: 'tenant-files/' }));
    const key = '1/tickets/informe año 2026.pdf';
    await store.put(key, Readable.from([Buffer.from('%PDF-1.4 '), Buffer.from('hola')]));
    expect(sim.objects.get(`mando/tenant-files/${key}`)?.toString()).toBe('%PDF-1.4 hola');
    expect(await text((await store.get(key))!)).toBe('%PDF-1.4 hola');
    await store.remove(key);
    expect(await store.get(key)).toBeNull();
    await store.remove(key); // removing what is gone is fine
  });

  it("says what S3 refused: a wrong secret, an unknown key id, a bucket that does not exist", async () => {
    const refusal = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => (e instanceof S3Error ? e.code : String(e)));
    expect(await refusal(s3Storage(config({ secretAccessKey: 'otro' })).put('x', Readable.from([Buffer.from('x')])))).toBe('SignatureDoesNotMatch');
    expect(await refusal(s3Storage(config({ accessKeyId: 'NADIE' })).get('x'))).toBe('InvalidAccessKeyId');
    expect(await refusal(s3Storage(config({ bucket: 'otro' })).get('x'))).toBe('NoSuchBucket');
    // A clock far off is refused as S3 does (RequestTimeTooSkewed).
    expect(await refusal(s3Storage(config(), () => new Date(Date.now() - 3600_000)).get('x'))).toBe('RequestTimeTooSkewed');
  });
});

describe('the app with S3_* configured', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mando-s3-'));
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => { t = await createTestApp({ dataDir, s3: config() }); }, 400_000);
  afterAll(async () => { await t?.close(); rmSync(dataDir, { recursive: true, force: true }); });

  it('keeps an attachment in the bucket, not on disk, serves it through the API and deletes it there', async () => {
    const token = await login(t.app, 'admin@demo.test');
    const admin = api(t.app, token);
    const categoria_id = (await admin('GET', 'demo', 'categorias-tickets?limit=1')).json()[0].id;
    const created = await admin('POST', 'demo', 'tickets', { titulo: 'Con adjunto en S3', contenido: '<p>Ver el archivo.</p>', categoria_id });
    expect(created.statusCode, created.body).toBe(201);
    const ticket = created.json().id;
    const boundary = '----mandoS3';
    const payload = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="archivo"; filename="notas.txt"\r\nContent-Type: text/plain\r\n\r\nuno\ndos\r\n--${boundary}--\r\n`);
    const up = await t.app.inject({ method: 'POST', url: `/demo/api/tickets/${ticket}/files`, payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'auth-token': token } });
    expect(up.statusCode, up.body).toBe(201);
    const file = up.json()[0];
    const stored = (await t.db.selectFrom('files').select('storage_key').where('id', '=', file.id).executeTakeFirstOrThrow()).storage_key as string;
    expect(sim.objects.get(`mando/${stored}`)?.toString()).toBe('uno\ndos');
    expect(existsSync(join(dataDir, 'files', stored))).toBe(false);
    const down = await t.app.inject({ method: 'GET', url: `/demo/api/files/${file.id}`, headers: { 'auth-token': token } });
    expect(down.statusCode).toBe(200);
    expect(down.body).toBe('uno\ndos');
    expect((await t.app.inject({ method: 'DELETE', url: `/demo/api/files/${file.id}`, headers: { 'auth-token': token } })).statusCode).toBe(200);
    expect(sim.objects.has(`mando/${stored}`)).toBe(false);
  });
});
