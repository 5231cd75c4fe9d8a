import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Hono } from 'hono';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

async function fileIn(dir: string, urlPath: string): Promise<string | null> {
  const decoded = decodeURIComponent(urlPath);
  const full = normalize(join(dir, decoded));
  // Never serve anything outside the built admin folder.
  if (full !== dir && !full.startsWith(dir.endsWith(sep) ? dir : dir + sep)) return null;
  try {
    const info = await stat(full);
    return info.isFile() ? full : null;
  } catch {
    return null;
  }
}

/**
 * The admin page's Content-Security-Policy (SECURITY.md "Admin page"): scripts only from this
 * origin (the built admin has no inline script), no plugins, no `<base>` elsewhere, never framed.
 * Images, styles and connections are left open: uploads may live on another origin (S3).
 */
export const ADMIN_CSP = [
  "script-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/**
 * Serves the built admin: hashed assets with a one-year immutable cache, everything else
 * short-cached, and the SPA fallback (index.html) for `/admin/*` and `/`.
 */
export function serveAdmin(app: Hono, adminDist: string): void {
  const dir = normalize(adminDist);
  const sendFile = async (path: string, cacheControl: string) => {
    const body = await readFile(path);
    const type = contentTypes[extname(path)] ?? 'application/octet-stream';
    return new Response(body, {
      headers: {
        'content-type': type,
        'cache-control': cacheControl,
        'x-content-type-options': 'nosniff',
        ...(type.startsWith('text/html') ? { 'content-security-policy': ADMIN_CSP } : {}),
      },
    });
  };
  app.get('*', async (c, next) => {
    const path = c.req.path;
    if (path.startsWith('/api/')) return next();
    const file = await fileIn(dir, path);
    if (file && !file.endsWith('index.html')) {
      const hashed = path.startsWith('/assets/');
      return sendFile(file, hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    }
    if (
      path === '/' ||
      path === '/admin' ||
      path.startsWith('/admin/') ||
      path === '/user' ||
      path.startsWith('/user/')
    ) {
      return sendFile(join(dir, 'index.html'), 'no-cache');
    }
    return next();
  });
}
