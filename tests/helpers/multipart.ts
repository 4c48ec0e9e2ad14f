// multipart/form-data bodies for inject(): how the web client sends a record with files (spec 03 §7.2).

export type Part = { name: string; value: string } | { name: string; filename: string; body: Buffer | string; type?: string };

/** A file as a value of a record body: api() then sends the body as multipart with this file part. */
export class TestFile {
  constructor(readonly filename: string, readonly body: Buffer | string, readonly type = 'application/octet-stream') {}
}

export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----mando${Math.random().toString(16).slice(2)}`;
  const chunks = parts.map((p) => Buffer.concat('filename' in p
    ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`),
      Buffer.isBuffer(p.body) ? p.body : Buffer.from(p.body), Buffer.from('\r\n')]
    : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`)]));
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A record body with TestFile values as parts: files as file parts, objects and lists as JSON strings. */
export function recordParts(body: Record<string, unknown>): Part[] {
  return Object.entries(body).filter(([, v]) => v !== undefined).map(([name, v]): Part => {
    if (v instanceof TestFile) return { name, filename: v.filename, body: v.body, type: v.type };
    if (v !== null && typeof v === 'object') return { name, value: JSON.stringify(v) };
    return { name, value: v === null ? '' : String(v) };
  });
}

export const hasTestFile = (payload: unknown): payload is Record<string, unknown> =>
  !!payload && typeof payload === 'object' && Object.values(payload).some((v) => v instanceof TestFile);
