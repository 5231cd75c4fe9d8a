/**
 * The real server in-process for this plugin's admin tests: screens meet the server's actual
 * rules (validation, unique urls, uploads, permissions), not a fake that restates them.
 * Collections alone, as a store without the products area: no product is offered or matched
 * (a consumer without its provider). Collections with real products are tested in
 * `examples/admin`, where both plugins are assembled.
 */
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import { collectionsServerPlugin } from './plugin';

export async function collectionsTestServer(): Promise<TestServer> {
  const t = await createTestServer({ plugins: [collectionsServerPlugin] });
  return { ...t, fetch: withDomUploads(t.fetch) };
}

/**
 * A fetch that sends a jsdom `FormData` as real multipart bytes (the editor's image uploads):
 * in jsdom its `File`s are jsdom's, which Node's `Request` cannot read
 * (it sends the file as "undefined", named "blob"). Transport only: no server rule here.
 */
export function withDomUploads(fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const form = init?.body;
    if (!(typeof FormData !== 'undefined' && form instanceof FormData)) return fetch(input, init);
    const boundary = `----storeroom-test-${Math.random().toString(16).slice(2)}`;
    const text = new TextEncoder();
    const parts: Uint8Array[] = [];
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') {
        parts.push(
          text.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
        );
        continue;
      }
      parts.push(
        text.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\n` +
            `Content-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`,
        ),
        new Uint8Array(await value.arrayBuffer()),
        text.encode('\r\n'),
      );
    }
    parts.push(text.encode(`--${boundary}--\r\n`));
    const body = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const part of parts) {
      body.set(part, at);
      at += part.length;
    }
    const headers = new Headers(init?.headers);
    headers.set('content-type', `multipart/form-data; boundary=${boundary}`);
    return fetch(input, { ...init, headers, body });
  }) as typeof globalThis.fetch;
}
