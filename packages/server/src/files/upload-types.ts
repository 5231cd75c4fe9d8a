import { fileTypeFromBuffer } from 'file-type';
import { SUBJECTS } from '@storeroom/core/access';
import type { AccessSubject } from '@storeroom/core/access';

const MB = 1024 * 1024;

/** Limits and the access subject of one upload type (`type` of POST /files). */
export interface UploadType {
  maxBytes: number;
  maxFiles: number;
  /** Images only (by extension). */
  images: boolean;
  /** Who may upload this type (product images need products_and_collections, not files). */
  subject: AccessSubject;
  /** The spec's message for a file over the limit; `{file}` is its name. */
  tooLarge: string;
}

const TEN_MB = '"{file}" was not added. Maximum size allowed – 10MB.';

/**
 * Upload types and their limits: 10 MB and 20 files per upload for images (spec 3 §5), 20 MB
 * for product thumbnails (spec 2 §5), 30 files of 10 MB in the file manager (spec 3 §5).
 */
export const UPLOAD_TYPES: Record<string, UploadType> = {
  product_images: {
    maxBytes: 10 * MB,
    maxFiles: 20,
    images: true,
    subject: SUBJECTS.products_and_collections,
    tooLarge: TEN_MB,
  },
  variant_images: {
    maxBytes: 10 * MB,
    maxFiles: 20,
    images: true,
    subject: SUBJECTS.products_and_collections,
    tooLarge: TEN_MB,
  },
  thumbnails: {
    maxBytes: 20 * MB,
    maxFiles: 20,
    images: true,
    subject: SUBJECTS.products_and_collections,
    tooLarge: '"{file}" was not added. Maximum image size allowed – 20MB.',
  },
  collection_images: {
    maxBytes: 10 * MB,
    maxFiles: 20,
    images: true,
    subject: SUBJECTS.products_and_collections,
    tooLarge: 'Maximum image size is 10MB.',
  },
  cms: { maxBytes: 10 * MB, maxFiles: 20, images: false, subject: SUBJECTS.cms, tooLarge: TEN_MB },
  upsell_image: {
    maxBytes: 10 * MB,
    maxFiles: 20,
    images: true,
    subject: SUBJECTS.upsells,
    tooLarge: TEN_MB,
  },
  email_images: {
    maxBytes: 10 * MB,
    maxFiles: 20,
    images: true,
    subject: SUBJECTS.settings,
    tooLarge: TEN_MB,
  },
  checkout_logo: {
    maxBytes: 10 * MB,
    maxFiles: 1,
    images: true,
    subject: SUBJECTS.settings,
    tooLarge: TEN_MB,
  },
  files: { maxBytes: 10 * MB, maxFiles: 30, images: false, subject: SUBJECTS.files, tooLarge: TEN_MB },
  theme_assets: {
    maxBytes: 10 * MB,
    maxFiles: 30,
    images: false,
    subject: SUBJECTS.themes_and_pages,
    tooLarge: TEN_MB,
  },
};

/** The largest request body an upload may need (with multipart overhead). */
export const MAX_UPLOAD_BODY = 20 * 20 * MB + MB;

/** The largest request body one upload of this type may need (its files at their limit, plus the form). */
export const uploadBodyLimit = (type: UploadType): number => type.maxFiles * type.maxBytes + MB;

const IMAGE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
};

const OTHER_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.csv': 'text/csv; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.css': 'text/css; charset=utf-8',
};

/** File extension (lowercase, with the dot). */
export function extensionOf(name: string): string {
  const m = /\.[A-Za-z0-9]{1,8}$/.exec(name);
  return m ? m[0].toLowerCase() : '';
}

export function isImageName(name: string): boolean {
  return Object.hasOwn(IMAGE_TYPES, extensionOf(name));
}

/**
 * The content type a stored file is served with, from its extension only (never from what
 * the uploader claimed): known safe types, everything else a download.
 */
export function servedContentType(name: string): { type: string; download: boolean } {
  const ext = extensionOf(name);
  if (Object.hasOwn(IMAGE_TYPES, ext)) return { type: IMAGE_TYPES[ext]!, download: false };
  if (Object.hasOwn(OTHER_TYPES, ext)) return { type: OTHER_TYPES[ext]!, download: false };
  return { type: 'application/octet-stream', download: true };
}

/** A file name safe for paths and headers. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+/, '')
    .slice(-100);
  return cleaned || 'file';
}

/** How many leading bytes the content check reads (what magic-byte detection needs). */
export const CONTENT_SAMPLE_BYTES = 4100;

/** What the content of a file with a known extension must be: magic bytes, or text. */
const CONTENT_RULES: Record<string, { mimes: readonly string[]; text?: boolean }> = {
  '.png': { mimes: ['image/png', 'image/apng'] },
  '.jpg': { mimes: ['image/jpeg'] },
  '.jpeg': { mimes: ['image/jpeg'] },
  '.gif': { mimes: ['image/gif'] },
  '.webp': { mimes: ['image/webp'] },
  '.avif': { mimes: ['image/avif'] },
  '.ico': { mimes: ['image/x-icon'] },
  '.svg': { mimes: ['application/xml'], text: true },
  '.pdf': { mimes: ['application/pdf'] },
  '.csv': { mimes: [], text: true },
  '.txt': { mimes: [], text: true },
  '.css': { mimes: [], text: true },
  '.mp4': { mimes: ['video/mp4', 'video/quicktime', 'video/x-m4v', 'audio/mp4', 'audio/x-m4a'] },
  '.webm': { mimes: ['video/webm', 'audio/webm'] },
  '.mp3': { mimes: ['audio/mpeg'] },
  '.woff2': { mimes: ['font/woff2'] },
  '.woff': { mimes: ['font/woff'] },
};

/** Markup a browser would run as a page (what an image or document must never be). */
const MARKUP = /^\s*<(!doctype\s+html|html|head|body|script|iframe|\?xml|svg|!--)|<script/i;

function isText(sample: Uint8Array): boolean {
  if (sample.includes(0)) return false;
  try {
    // `stream`: the sample may end inside a character.
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks a file's first bytes against its name: a known extension's file must have that
 * type's magic bytes (or be text, for text types). Content recognised as another type (an
 * executable named `.png`), markup in a binary type (HTML named `.png`) and binary data in a
 * text type are refused. Unknown extensions are served as downloads and not checked.
 * Answers the error message, or null when the content fits the name.
 */
export async function contentMismatch(name: string, sample: Uint8Array): Promise<string | null> {
  const ext = extensionOf(name);
  const rule = Object.hasOwn(CONTENT_RULES, ext) ? CONTENT_RULES[ext]! : undefined;
  if (!rule || sample.byteLength === 0) return null;
  // A copy made with this realm's Uint8Array: file-type checks its input's class against the
  // global one (a test DOM replaces it).
  const detected = await fileTypeFromBuffer(new Uint8Array(sample));
  const refuse = (what: string) => `"${name}" is not a ${ext} file: its content is ${what}.`;
  if (detected)
    return rule.mimes.includes(detected.mime) ? null : refuse(`${detected.ext} (${detected.mime})`);
  if (rule.text) return isText(sample) ? null : refuse('binary data, not text');
  if (isText(sample) && MARKUP.test(new TextDecoder().decode(sample))) return refuse('HTML or script');
  return null;
}
