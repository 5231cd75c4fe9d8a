import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** What `put` takes: the bytes at once, or a stream of them (an upload as it arrives). */
export type FileBody = Uint8Array | Readable;

/** A stored file opened for reading. */
export interface OpenedFile {
  body: ReadableStream<Uint8Array>;
  size: number;
}

/** How a download should be answered (what `downloadUrl` asks the store to send). */
export interface DownloadHeaders {
  contentType: string;
  contentDisposition: string;
}

/**
 * Where uploaded bytes live. Local disk by default; an S3-compatible store implements the
 * same calls. Keys are server-made (`<store>/<random>/<name>`), never user paths.
 */
export interface FileStorage {
  /**
   * Stores the bytes under `key`, streaming a `Readable` as it arrives. When the stream fails
   * (an upload cut off at its size limit, a refused type), it rejects and leaves nothing behind.
   */
  put(key: string, body: FileBody, contentType: string): Promise<void>;
  /** The bytes as a stream, with their size; null when missing. */
  open(key: string): Promise<OpenedFile | null>;
  /** The whole file in memory (small files only: prefer `open`); null when missing. */
  get(key: string): Promise<Uint8Array | null>;
  /**
   * A short-lived address the client downloads from directly (object stores); the server
   * answers downloads with a redirect to it instead of streaming the bytes itself.
   */
  downloadUrl?(key: string, headers: DownloadHeaders): Promise<string>;
  delete(key: string): Promise<void>;
}

const asReadable = (body: FileBody): Readable => (body instanceof Readable ? body : Readable.from([body]));

/** Reads an opened file into memory (the `get` of stores that stream). */
export async function readAll(opened: OpenedFile | null): Promise<Uint8Array | null> {
  if (!opened) return null;
  return new Uint8Array(await new Response(opened.body).arrayBuffer());
}

/** Stores files under a folder on local disk (streamed in and out, never held in memory). */
export function localFileStorage(root: string): FileStorage {
  const base = normalize(root);
  const pathOf = (key: string): string => {
    const full = normalize(join(base, key));
    if (!full.startsWith(base.endsWith(sep) ? base : base + sep)) throw new Error('Invalid storage key');
    return full;
  };
  const storage: FileStorage = {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside the target and renamed once complete: a failed upload leaves no file.
      const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await pipeline(asReadable(body), createWriteStream(partial));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async open(key) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return {
          body: Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>,
          size: info.size,
        };
      } catch {
        return null;
      }
    },
    async get(key) {
      return readAll(await storage.open(key));
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
  return storage;
}

/** Keeps files in memory (tests, and a server started without a data folder). */
export function memoryFileStorage(): FileStorage {
  const files = new Map<string, Uint8Array>();
  return {
    async put(key, body) {
      const chunks: Uint8Array[] = [];
      for await (const chunk of asReadable(body)) chunks.push(chunk as Uint8Array);
      files.set(key, new Uint8Array(Buffer.concat(chunks)));
    },
    async open(key) {
      const bytes = files.get(key);
      if (!bytes) return null;
      return { body: new Blob([bytes as Uint8Array<ArrayBuffer>]).stream(), size: bytes.byteLength };
    },
    async get(key) {
      return files.get(key) ?? null;
    },
    async delete(key) {
      files.delete(key);
    },
  };
}
