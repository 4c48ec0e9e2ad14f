import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ServerConfig } from '../config';
import type { FileStorage } from './file-storage';
import { s3Storage } from './s3/storage';

export type { FileStorage } from './file-storage';

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

/** The app's storage: S3-compatible when configured (S3_* variables, ./s3/storage.ts), else local disk under DATA_DIR/files. */
export const storageFromConfig = (config: Pick<ServerConfig, 'dataDir' | 's3'>): FileStorage =>
  config.s3 ? s3Storage(config.s3) : defaultStorage(config.dataDir);
