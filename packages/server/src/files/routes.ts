import { randomBytes } from 'node:crypto';
import { bodyLimit } from 'hono/body-limit';
import type { Hono } from 'hono';
import { SUBJECTS } from '@storeroom/core/access';
import { coreContract } from '@storeroom/core/contract';
import type { FileItem } from '@storeroom/core/contract';
import type { Executor } from '../db/database';
import { files } from '../db/schema';
import { HttpError, invalid, notFound, parseId } from '../http/errors';
import { resource } from '../resource/resource';
import type { Api, AppEnv, Runtime } from '../runtime';
import { scopeTable } from '../tenancy';
import type { FileStorage } from './storage';
import { MAX_UPLOAD_BODY, UPLOAD_TYPES, isImageName, safeFileName, servedContentType } from './upload-types';

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

/** Keeps only File entries of a multipart field (`files[]` or `files`). */
function filesOf(value: unknown): File[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((v): v is File => typeof v === 'object' && v !== null && 'arrayBuffer' in v);
}

/** Stores uploaded bytes and records them (used by POST /files and the account photo/signature). */
export async function storeUpload(
  db: Executor,
  storage: FileStorage,
  storeId: number,
  type: string,
  file: File,
): Promise<{ id: number; path: string; name: string }> {
  const name = safeFileName(file.name);
  const key = `${storeId}/${randomBytes(12).toString('hex')}/${name}`;
  await storage.put(key, new Uint8Array(await file.arrayBuffer()), servedContentType(name).type);
  const row = await scopeTable(db, files, storeId).insert({
    type,
    name: file.name.slice(0, 255) || name,
    path: `/uploads/${key}`,
    storage_key: key,
    content_type: servedContentType(name).type,
    size: file.size,
  });
  return { id: row.id, path: row.path, name: row.name };
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

/** POST /files (multipart `files[]` + `type`) and DELETE /files/{id}, checked per upload type. */
export function mountFileRoutes(
  api: Api,
  runtime: Runtime,
  storage: FileStorage,
  maxBody = MAX_UPLOAD_BODY,
): void {
  api.post(
    coreContract.endpoints.uploadFiles.path,
    bodyLimit({
      maxSize: maxBody,
      onError: () => {
        throw new HttpError(413, 'The upload is too large.');
      },
    }),
    async (c) => {
      await runtime.authorize(c, { signedIn: true, privateApps: true });
      const contentType = c.req.header('content-type') ?? '';
      if (!contentType.startsWith('multipart/form-data'))
        throw new HttpError(400, 'Expected a multipart/form-data upload.');
      let form: Record<string, unknown>;
      try {
        form = (await c.req.parseBody({ all: true })) as Record<string, unknown>;
      } catch {
        throw new HttpError(400, 'Malformed multipart body.');
      }
      const typeName = typeof form.type === 'string' ? form.type : '';
      const type = Object.hasOwn(UPLOAD_TYPES, typeName) ? UPLOAD_TYPES[typeName] : undefined;
      if (!type) throw invalid({ type: ['Unknown upload type.'] });
      await runtime.authorize(c, { subject: type.subject, action: 'create' });
      const list = filesOf(form['files[]'] ?? form.files);
      checkUpload(typeName, list);
      const store = c.get('store');
      // spec 3 §5: the demo store refuses uploads.
      if (store.subdomain === 'demo-store')
        throw new HttpError(403, 'Uploading files not allowed in demo mode');
      const out: UploadedFile[] = [];
      for (const file of list) out.push(await storeUpload(runtime.db(), storage, store.id, typeName, file));
      return c.json(out, 201);
    },
  );

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
 * GET /uploads/...: stored files, public like any store asset, served with a type from the
 * extension, `nosniff`, and a sandboxing CSP so an uploaded SVG or HTML never runs script.
 */
export function mountUploads(app: Hono<AppEnv>, storage: FileStorage): void {
  app.get('/uploads/*', async (c) => {
    const key = decodeURIComponent(c.req.path.slice('/uploads/'.length));
    if (!/^[0-9]+\/[0-9a-f]{24}\/[A-Za-z0-9._-]{1,100}$/.test(key))
      return c.json({ message: 'Not found' }, 404);
    const body = await storage.get(key);
    if (!body) return c.json({ message: 'Not found' }, 404);
    const name = key.split('/').pop()!;
    const { type, download } = servedContentType(name);
    const headers: Record<string, string> = {
      'content-type': type,
      'x-content-type-options': 'nosniff',
      'content-security-policy':
        "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
      'cache-control': 'public, max-age=31536000, immutable',
    };
    if (download) headers['content-disposition'] = `attachment; filename="${name}"`;
    return new Response(body as Uint8Array<ArrayBuffer>, { headers });
  });
}
