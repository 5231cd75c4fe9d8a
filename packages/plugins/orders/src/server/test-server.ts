/**
 * The real server in-process for this plugin's admin tests: screens meet the server's actual
 * rules (the order state machine, validation, permissions), not a fake that restates them.
 * The orders plugin alone, seeded with its demo orders and carriers: without the inventory
 * area there are no warehouses (nothing is stocked), without the customers area an order keeps
 * its own customer copy, without the CSV templates area the export has no templates. The
 * flows that cross plugins are tested in the assembled admin (examples/admin).
 */
import { Blob as NodeBlob } from 'node:buffer';
import { createTestServer } from '@storeroom/server/testing';
import type { TestServer } from '@storeroom/server/testing';
import { ordersServerPlugin } from './plugin';

export function ordersTestServer() {
  return createTestServer({ plugins: [ordersServerPlugin] });
}

export { placeOrder } from './test-support/orders';
export type { LineInput } from './test-support/orders';

/**
 * The test server's in-process `fetch`, able to carry an upload from a jsdom screen: jsdom's
 * `FormData` and `File` are not Node's, so Node's `Request` would send "[object FormData]".
 * Each part is copied into Node's own FormData first (the CSV mass fulfilment uploads a file).
 */
export function uploadingFetch(t: Pick<TestServer, 'fetch'>): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = init?.body as { entries?: unknown } | null | undefined;
    const isForm =
      typeof body === 'object' && body !== null && !(body instanceof URLSearchParams) && 'entries' in body;
    if (!isForm) return t.fetch(input, init);
    const NodeFormData = (await new Response(new URLSearchParams()).formData())
      .constructor as typeof FormData;
    const form = new NodeFormData();
    for (const [name, value] of (init!.body as FormData).entries()) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, new NodeBlob([await value.text()], { type: value.type }) as Blob, value.name);
    }
    return t.fetch(input, { ...init, body: form });
  }) as typeof fetch;
}
