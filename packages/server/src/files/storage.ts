import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

/**
 * Where uploaded bytes live. Local disk by default; an S3-compatible store implements the
 * same three calls. Keys are server-made (`<store>/<random>/<name>`), never user paths.
 */
export interface FileStorage {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when missing. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}

/** Stores files under a folder on local disk. */
export function localFileStorage(root: string): FileStorage {
  const base = normalize(root);
  const pathOf = (key: string): string => {
    const full = normalize(join(base, key));
    if (!full.startsWith(base.endsWith(sep) ? base : base + sep)) throw new Error('Invalid storage key');
    return full;
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** Keeps files in memory (tests, and a server started without a data folder). */
export function memoryFileStorage(): FileStorage {
  const files = new Map<string, Uint8Array>();
  return {
    async put(key, body) {
      files.set(key, body);
    },
    async get(key) {
      return files.get(key) ?? null;
    },
    async delete(key) {
      files.delete(key);
    },
  };
}
