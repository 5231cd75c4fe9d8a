import { randomBytes } from 'node:crypto';
import type { ActionContext } from '../context';

/** A file a job wrote (an export): where to download it. */
export interface SavedExport {
  /** The storage key (`<store>/<random>/<name>`). */
  key: string;
  /** The download address on this server (`/uploads/...`), unguessable. */
  url: string;
  /** The same address absolute when `STOREROOM_PUBLIC_URL` is set (for mail), else `url`. */
  link: string;
  size: number;
}

const NAME = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * Stores a generated file (an export's CSV) in the server's file storage, in the context's
 * store, under an unguessable address, and answers where to download it.
 *
 * @example
 * const file = await saveExportFile(ctx, 'orders_export.csv', toCsv(rows));
 * await ctx.services.mail.send(ctx.db, ctx.store.id, { to, subject, body: `<a href="${file.link}">Download</a>` });
 */
export async function saveExportFile(
  ctx: ActionContext,
  filename: string,
  content: string | Uint8Array,
  contentType = 'text/csv;charset=utf-8',
): Promise<SavedExport> {
  if (!NAME.test(filename)) throw new Error(`Bad export file name: ${filename}`);
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  const key = `${ctx.store.id}/${randomBytes(12).toString('hex')}/${filename}`;
  await ctx.services.files.put(key, bytes, contentType);
  const url = `/uploads/${key}`;
  const base = process.env.STOREROOM_PUBLIC_URL?.replace(/\/+$/, '');
  return { key, url, link: base ? `${base}${url}` : url, size: bytes.length };
}
