import Busboy from '@fastify/busboy';
import type { BusboyFileStream } from '@fastify/busboy';
import { randomBytes } from 'node:crypto';
import { PassThrough, Readable, Transform } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { HttpError, invalid } from '../http/errors';
import type { FileStorage } from './storage';
import {
  CONTENT_SAMPLE_BYTES,
  contentMismatch,
  isImageName,
  safeFileName,
  servedContentType,
  uploadBodyLimit,
} from './upload-types';
import type { UploadType } from './upload-types';

/** A file stored by an upload, not yet recorded. */
export interface ReceivedFile {
  key: string;
  /** The name as the uploader gave it. */
  name: string;
  size: number;
  contentType: string;
}

/** One file's bytes refused while they streamed (its message goes to the 422 answer). */
export class FileRefused extends Error {}

/** The message when a form sends its files before naming their upload type. */
export const TYPE_FIRST = 'Name the upload type (`type`) before the files, or in the address (`?type=`).';

export const tooLargeUpload = () => new HttpError(413, 'The upload is too large.');

/**
 * Streams one file into storage under a new key, checking its size while it streams and its
 * first bytes against its name before any byte is stored. Refusals reject with `FileRefused`
 * (the rest of the file is read and dropped, so the next part of a form can be parsed).
 */
export function storeStream(
  storage: FileStorage,
  storeId: number,
  name: string,
  source: Readable,
  type: Pick<UploadType, 'maxBytes' | 'tooLarge'>,
  onOut?: (out: PassThrough) => void,
): Promise<ReceivedFile> {
  const safe = safeFileName(name);
  const key = `${storeId}/${randomBytes(12).toString('hex')}/${safe}`;
  const contentType = servedContentType(safe).type;
  const out = new PassThrough();
  // Writes after a refusal are dropped; the refusal reaches `put`, which rejects.
  out.on('error', () => undefined);
  onOut?.(out);
  let size = 0;
  let state: 'sampling' | 'passing' | 'refused' = 'sampling';
  let refusal: string | undefined;
  let head: Buffer[] = [];
  let headBytes = 0;
  const refuse = (message: string) => {
    state = 'refused';
    refusal = message;
    out.destroy(new FileRefused(message));
    source.resume();
  };
  const write = (chunk: Buffer) => {
    if (!out.write(chunk)) {
      source.pause();
      out.once('drain', () => source.resume());
    }
  };
  // The first bytes are held until the content check has passed; nothing is stored before.
  const release = async () => {
    source.pause();
    const sample = Buffer.concat(head);
    head = [];
    const mismatch = await contentMismatch(name, sample);
    if (mismatch) return refuse(mismatch);
    state = 'passing';
    if (sample.byteLength > 0) out.write(sample);
    source.resume();
  };
  const ended = new Promise<void>((resolve, reject) => {
    // A failure on either side ends the storing too (nothing waits on a stream left open).
    const abort = (error: unknown) => {
      out.destroy(error instanceof Error ? error : new Error(String(error)));
      reject(error);
    };
    // Once the storage side is closed (stored, refused, or the whole upload failed) nothing
    // more is waited for: the rest of a refused file is dropped as it streams.
    out.once('close', resolve);
    source.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (state === 'refused') return;
      if (size > type.maxBytes) return refuse(type.tooLarge.replace('{file}', name));
      if (state === 'passing') return write(chunk);
      head.push(chunk);
      headBytes += chunk.byteLength;
      if (headBytes >= CONTENT_SAMPLE_BYTES) void release().catch(abort);
    });
    source.on('end', () => {
      void (async () => {
        if (state === 'sampling') await release();
        if (state === 'passing') out.end();
        resolve();
      })().catch(abort);
    });
    source.on('error', abort);
  });
  const put = storage.put(key, out, contentType);
  return Promise.allSettled([put, ended]).then(async ([stored, read]) => {
    if (refusal !== undefined) {
      await storage.delete(key).catch(() => undefined);
      throw new FileRefused(refusal);
    }
    if (read.status === 'rejected') throw read.reason;
    if (stored.status === 'rejected') throw stored.reason;
    return { key, name, size, contentType };
  });
}

export interface ReceiveOptions {
  /** The request body: Node's request itself when served by Node (no web stream in between). */
  body: ReadableStream<Uint8Array> | Readable;
  contentType: string;
  storage: FileStorage;
  storeId: number;
  /** The most any upload may send (the server's option). */
  maxBody: number;
  /** The type when the caller named it before the body (`?type=`), already checked. */
  type?: { name: string; type: UploadType };
  /** Checks the caller may upload this type (throws 403/422); called once, before any file. */
  resolveType: (name: string) => Promise<UploadType>;
}

/**
 * Reads a multipart upload as it streams (fields `type` and `files[]`): the upload type is
 * known and checked before any file's bytes are read (from `?type=`, or the `type` field sent
 * before the files), every file is streamed to storage with its size and content checked as
 * it arrives, and the whole body is cut off at the type's limit. On any refusal, what was
 * stored is removed and the rest of the body is left unread.
 */
export function receiveUpload(options: ReceiveOptions): Promise<{ typeName: string; files: ReceivedFile[] }> {
  const { storage, storeId } = options;
  return new Promise((resolve, reject) => {
    let typeName = options.type?.name;
    let typeReady: Promise<UploadType | undefined> = Promise.resolve(options.type?.type);
    let limit = Math.min(options.maxBody, options.type ? uploadBodyLimit(options.type.type) : Infinity);
    let received = 0;
    let failed = false;
    let count = 0;
    let tooMany = false;
    const refusals: { index: number; message: string }[] = [];
    const stored: (ReceivedFile & { index: number })[] = [];
    const tasks: Promise<void>[] = [];
    const outs = new Set<PassThrough>();

    const source =
      options.body instanceof Readable
        ? options.body
        : Readable.fromWeb(options.body as NodeReadableStream<Uint8Array>);
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.byteLength;
        if (received > limit) return fail(tooLargeUpload());
        done(null, chunk);
      },
    });
    const cleanUp = () => Promise.all(stored.map((f) => storage.delete(f.key).catch(() => undefined)));
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      // The rest of the body stays unread (the answer closes the connection).
      source.unpipe(counter);
      source.pause();
      for (const out of outs) out.destroy(error instanceof Error ? error : new Error(String(error)));
      void Promise.allSettled(tasks)
        .then(cleanUp)
        .finally(() => reject(error));
    };

    let bb: ReturnType<typeof Busboy>;
    try {
      bb = Busboy({
        headers: { 'content-type': options.contentType },
        limits: { fields: 20, fieldSize: 1024, parts: 1000 },
      });
    } catch {
      reject(new HttpError(400, 'Malformed multipart body.'));
      return;
    }
    bb.on('field', (field: string, value: string) => {
      if (field !== 'type' || typeName !== undefined || failed) return;
      typeName = value;
      // The parser waits for the type's check before it reads on into the files.
      source.unpipe(counter);
      typeReady = options.resolveType(value).then(
        (type) => {
          limit = Math.min(limit, uploadBodyLimit(type));
          if (received > limit) throw tooLargeUpload();
          source.pipe(counter);
          return type;
        },
        (error: unknown) => {
          fail(error);
          return undefined;
        },
      );
    });
    bb.on('file', (field: string, stream: BusboyFileStream, filename: string) => {
      if (failed || (field !== 'files[]' && field !== 'files')) return stream.resume();
      const index = count++;
      // The type must be known before the first file: its permission is checked before any
      // file byte is read.
      if (typeName === undefined) {
        stream.resume();
        return fail(invalid({ type: [TYPE_FIRST] }));
      }
      const task = (async () => {
        const type = await typeReady;
        if (failed) return void stream.resume();
        if (!type) return fail(invalid({ type: ['Unknown upload type.'] }));
        if (index >= type.maxFiles) {
          tooMany = true;
          return void stream.resume();
        }
        if (type.images && !isImageName(filename)) {
          refusals.push({ index, message: `"${filename}" is not an image.` });
          return void stream.resume();
        }
        try {
          const file = await storeStream(storage, storeId, filename, stream, type, (out) => {
            outs.add(out);
            out.on('close', () => outs.delete(out));
          });
          stored.push({ ...file, index });
        } catch (error) {
          if (error instanceof FileRefused) refusals.push({ index, message: error.message });
          else fail(error);
        }
      })();
      tasks.push(task);
    });
    bb.on('error', () => fail(new HttpError(400, 'Malformed multipart body.')));
    bb.on('finish', () => {
      void (async () => {
        const type = await typeReady;
        await Promise.all(tasks);
        if (failed) return;
        if (!type) throw invalid({ type: ['Unknown upload type.'] });
        if (count === 0) throw invalid({ files: ['Select at least one file.'] });
        const errors = tooMany
          ? [`Maximum number of files for upload per time - ${type.maxFiles}.`]
          : refusals.sort((a, b) => a.index - b.index).map((r) => r.message);
        if (errors.length > 0) throw invalid({ files: errors });
        resolve({
          typeName: typeName!,
          files: stored.sort((a, b) => a.index - b.index).map(({ index: _, ...file }) => file),
        });
      })().catch(fail);
    });
    // The client went away mid-upload: its request, not a server fault.
    source.on('error', () => fail(new HttpError(400, 'The upload was interrupted.')));
    source.pipe(counter).pipe(bb);
  });
}
