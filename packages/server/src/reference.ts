/**
 * The API reference page for integrators: `GET /api/v1/reference` renders the OpenAPI
 * document (`/api/v1/openapi.json`, derived from the contracts) with Scalar's standalone
 * renderer, served from this server (no CDN): the app gives the path of the renderer's
 * script (`@scalar/api-reference`'s `dist/browser/standalone.js`). No inline script; the page's
 * Content-Security-Policy keeps every request on this origin.
 */
import { readFile } from 'node:fs/promises';
import type { Hono } from 'hono';
import { escapeHtml } from './mail/escape-html';

export interface ApiReferenceOptions {
  /** File path of the renderer's standalone script. */
  script: string;
  /** Page title (default "Storeroom API reference"). */
  title?: string;
}

/** Mounts `/reference`, `/reference/renderer.js` and `/reference/init.js` on the API router. */
export function mountApiReference(api: Hono<never>, options: ApiReferenceOptions): void {
  let script: Promise<string> | undefined;
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // The renderer injects its own styles at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  api.get('/reference', (c) => {
    c.header('content-security-policy', csp);
    c.header('cache-control', 'no-cache');
    return c.html(`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(options.title ?? 'Storeroom API reference')}</title>
  </head>
  <body>
    <main id="reference"></main>
    <script src="reference/renderer.js"></script>
    <script src="reference/init.js"></script>
  </body>
</html>`);
  });
  api.get('/reference/renderer.js', async (c) => {
    script ??= readFile(options.script, 'utf8');
    c.header('cache-control', 'public, max-age=86400');
    return c.body(await script, 200, { 'content-type': 'text/javascript; charset=utf-8' });
  });
  api.get('/reference/init.js', (c) => {
    c.header('cache-control', 'no-cache');
    return c.body(
      `Scalar.createApiReference('#reference', { url: 'openapi.json', withDefaultFonts: false, hideClientButton: false });\n`,
      200,
      { 'content-type': 'text/javascript; charset=utf-8' },
    );
  });
}
