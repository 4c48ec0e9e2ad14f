import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ServerConfig } from '../config';

/**
 * Where attached files' bytes live. One small interface so another backend (S3, GCS) can replace the
 * local disk without touching the routes: keys are opaque relative paths chosen by the server.
 */
export interface FileStorage {
  /** Stores the stream under key (replacing nothing: keys are fresh). */
  put(key: string, body: Readable): Promise<void>;
  /** The stored bytes, or null when the key holds nothing. */
  get(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
}

/** Files under a folder on local disk (default DATA_DIR/files). */
export function localDiskStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const p = resolve(base, key);
    if (!p.startsWith(base + sep)) throw new Error('storage key outside the storage folder');
    return p;
  };
  return {
    async put(key, body) {
      const p = pathOf(key);
      await mkdir(dirname(p), { recursive: true });
      await pipeline(body, createWriteStream(p, { flags: 'wx' }));
    },
    async get(key) {
      const p = pathOf(key);
      try {
        if (!(await stat(p)).isFile()) return null;
      } catch {
        return null;
      }
      return createReadStream(p);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

export const defaultStorage = (dataDir: string) => localDiskStorage(join(dataDir, 'files'));

/**
 * The app's storage: local disk under DATA_DIR/files. The seam for an S3-compatible backend (not built
 * yet; docs/design-notes.md "File fields"): pick it here from the config, nothing else changes.
 */
export const storageFromConfig = (config: Pick<ServerConfig, 'dataDir'>): FileStorage => defaultStorage(config.dataDir);
