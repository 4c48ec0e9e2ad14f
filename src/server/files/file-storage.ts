import type { Readable } from 'node:stream';

/**
 * Where attached files' bytes live. One small interface so another backend replaces the local disk
 * without touching the routes (./storage.ts local disk, ./s3/storage.ts S3-compatible): keys are
 * opaque relative paths chosen by the server.
 */
export interface FileStorage {
  /** Stores the stream under key (replacing nothing: keys are fresh). */
  put(key: string, body: Readable): Promise<void>;
  /** The stored bytes, or null when the key holds nothing. */
  get(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
}
