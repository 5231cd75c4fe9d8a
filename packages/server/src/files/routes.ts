import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { SUBJECTS } from '@storeroom/core/access';
import { coreContract } from '@storeroom/core/contract';
import type { FileItem } from '@storeroom/core/contract';
import type { Executor } from '../db/database';
import { files } from '../db/schema';
import { HttpError, invalid, notFound, parseId } from '../http/errors';
import { resource } from '../resource/resource';
import type { Api, AppEnv, Runtime } from '../runtime';
import { scopeTable } from '../tenancy';
import { FileRefused, receiveUpload, storeStream, tooLargeUpload } from './receive';
import type { ReceivedFile } from './receive';
import type { FileStorage } from './storage';
import {
  MAX_UPLOAD_BODY,
  UPLOAD_TYPES,
  isImageName,
  safeFileName,
  servedContentType,
  uploadBodyLimit,
} from './upload-types';
import type { UploadType } from './upload-types';

/**
 * The file-manager list (the core contract's `files`; spec 3 §7 "Files": GET list, POST
 * search); uploads and deletes are the contract's `uploadFiles` and `deleteFile`, below.
 */
export const filesResource = resource(coreContract.resources.files, {
  table: files,
  toItem: (row): FileItem => ({
    id: row.id,
    type: row.type,
    name: row.name,
    path: row.path,
    content_type: row.content_type,
    size: row.size,
    created_at: row.created_at.toISOString(),
  }),
});

/** Uploaded file as POST /files answers it. */
export interface UploadedFile {
  id: number;
  path: string;
  name: string;
}

/** Records stored files in one transaction (removing their bytes when that fails). */
async function recordFiles(
  db: Executor,
  storage: FileStorage,
  storeId: number,
  type: string,
  received: readonly ReceivedFile[],
): Promise<UploadedFile[]> {
  try {
    const rows = await db.transaction((tx) =>
      scopeTable(tx as unknown as Executor, files, storeId).insertMany(
        received.map((file) => ({
          type,
          name: file.name.slice(0, 255) || safeFileName(file.name),
          path: `/uploads/${file.key}`,
          storage_key: file.key,
          content_type: file.contentType,
          size: file.size,
        })),
      ),
    );
    return rows.map((row) => ({ id: row.id, path: row.path, name: row.name }));
  } catch (error) {
    await Promise.all(received.map((file) => storage.delete(file.key).catch(() => undefined)));
    throw error;
  }
}

/**
 * Stores one uploaded file (already checked by `checkUpload`) with its content checked against
 * its name, and records it (the account photo and signature).
 */
export async function storeUpload(
  db: Executor,
  storage: FileStorage,
  storeId: number,
  typeName: string,
  file: File,
): Promise<UploadedFile> {
  const type = UPLOAD_TYPES[typeName] ?? UPLOAD_TYPES.checkout_logo!;
  let received: ReceivedFile;
  try {
    received = await storeStream(
      storage,
      storeId,
      file.name,
      Readable.fromWeb(file.stream() as NodeReadableStream<Uint8Array>),
      type,
    );
  } catch (error) {
    if (error instanceof FileRefused) throw invalid({ file: [error.message] });
    throw error;
  }
  const [stored] = await recordFiles(db, storage, storeId, typeName, [received]);
  return stored!;
}

/** Validates one upload's files against its type: count, size, images only. */
export function checkUpload(typeName: string, list: File[]): void {
  const type = UPLOAD_TYPES[typeName];
  if (!type) throw invalid({ type: ['Unknown upload type.'] });
  if (list.length === 0) throw invalid({ files: ['Select at least one file.'] });
  const errors: string[] = [];
  if (list.length > type.maxFiles)
    errors.push(`Maximum number of files for upload per time - ${type.maxFiles}.`);
  for (const file of list) {
    if (file.size > type.maxBytes) errors.push(type.tooLarge.replace('{file}', file.name));
    else if (type.images && !isImageName(file.name)) errors.push(`"${file.name}" is not an image.`);
  }
  if (errors.length > 0) throw invalid({ files: errors });
}

/**
 * POST /files (multipart `type` + `files[]`, or `?type=` + `files[]`) and DELETE /files/{id},
 * checked per upload type. The upload is streamed: the caller's permission for the type and the
 * declared `Content-Length` are checked before the body is read, sizes and content while it
 * streams (see `receiveUpload`).
 */
export function mountFileRoutes(
  api: Api,
  runtime: Runtime,
  storage: FileStorage,
  maxBody = MAX_UPLOAD_BODY,
): void {
  api.post(coreContract.endpoints.uploadFiles.path, async (c) => {
    await runtime.authorize(c, { signedIn: true, privateApps: true });
    const contentType = c.req.header('content-type') ?? '';
    if (!contentType.startsWith('multipart/form-data'))
      throw new HttpError(400, 'Expected a multipart/form-data upload.');
    const declared = Number(c.req.header('content-length') ?? Number.NaN);
    if (declared > maxBody) throw tooLargeUpload();
    const store = c.get('store');
    const resolveType = async (name: string): Promise<UploadType> => {
      const type = Object.hasOwn(UPLOAD_TYPES, name) ? UPLOAD_TYPES[name] : undefined;
      if (!type) throw invalid({ type: ['Unknown upload type.'] });
      await runtime.authorize(c, { subject: type.subject, action: 'create' });
      // spec 3 §5: the demo store refuses uploads.
      if (store.subdomain === 'demo-store')
        throw new HttpError(403, 'Uploading files not allowed in demo mode');
      if (declared > uploadBodyLimit(type)) throw tooLargeUpload();
      return type;
    };
    const named = c.req.query('type');
    const type = named === undefined ? undefined : { name: named, type: await resolveType(named) };
    // Under Node's server the request is read directly: Node 20's web stream of it
    // (Readable.toWeb) does not hold back, and would buffer a fast upload in memory.
    const body = nodeRequest(c) ?? c.req.raw.body;
    if (!body) throw invalid({ files: ['Select at least one file.'] });
    const received = await receiveUpload({
      body,
      contentType,
      storage,
      storeId: store.id,
      maxBody,
      resolveType,
      ...(type ? { type } : {}),
    });
    return c.json(await recordFiles(runtime.db(), storage, store.id, received.typeName, received.files), 201);
  });

  api.delete(coreContract.endpoints.deleteFile.path, async (c) => {
    const id = parseId(c.req.param('id'));
    await runtime.authorize(c, { signedIn: true, privateApps: true });
    const scoped = scopeTable(runtime.db(), files, c.get('store').id);
    const row = await scoped.get(id);
    if (!row) throw notFound();
    const subject = Object.hasOwn(UPLOAD_TYPES, row.type) ? UPLOAD_TYPES[row.type]!.subject : SUBJECTS.files;
    await runtime.authorize(c, { subject, action: 'delete' });
    await scoped.delete(id);
    await storage.delete(row.storage_key);
    return c.body(null, 204);
  });
}

/**
 * Keeps the connection's state honest after an answer given before the request's body was
 * all received (an upload refused by its size or permission): the answer says
 * `Connection: close`, so a client never reuses a connection the server will not read on.
 * (Node's HTTP server closes such a connection after the answer.)
 */
export const honestConnection: MiddlewareHandler = async (c, next) => {
  await next();
  const incoming = nodeRequest(c);
  if (incoming && !incoming.complete) c.header('connection', 'close');
};

/** Node's request under `@hono/node-server` (undefined in `app.request()`). */
function nodeRequest(c: Context): IncomingMessage | undefined {
  return (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
}

/**
 * GET /uploads/...: stored files, public like any store asset, with a type from the extension,
 * `nosniff`, and a sandboxing CSP so an uploaded SVG or HTML never runs script. An object
 * store's files are answered with a redirect to a short-lived presigned address (the bytes
 * never pass through the server); local files are streamed.
 */
export function mountUploads(app: Hono<AppEnv>, storage: FileStorage): void {
  app.get('/uploads/*', async (c) => {
    const key = decodeURIComponent(c.req.path.slice('/uploads/'.length));
    if (!/^[0-9]+\/[0-9a-f]{24}\/[A-Za-z0-9._-]{1,100}$/.test(key))
      return c.json({ message: 'Not found' }, 404);
    const name = key.split('/').pop()!;
    const { type, download } = servedContentType(name);
    const disposition = `${download ? 'attachment' : 'inline'}; filename="${name}"`;
    const headers: Record<string, string> = {
      'content-type': type,
      'content-disposition': disposition,
      'x-content-type-options': 'nosniff',
      'content-security-policy':
        "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
    };
    if (storage.downloadUrl) {
      const url = await storage.downloadUrl(key, { contentType: type, contentDisposition: disposition });
      // The address expires: the redirect itself is never cached.
      return new Response(null, {
        status: 302,
        headers: { ...headers, location: url, 'cache-control': 'no-store' },
      });
    }
    const opened = await storage.open(key);
    if (!opened) return c.json({ message: 'Not found' }, 404);
    return new Response(opened.body, {
      headers: {
        ...headers,
        'content-length': String(opened.size),
        'cache-control': 'public, max-age=31536000, immutable',
      },
    });
  });
}
