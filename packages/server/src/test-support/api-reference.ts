/** The parts of the OpenAPI document (`GET /api/v1/openapi.json`) that tests read. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, { requestBody?: unknown; responses?: Record<string, unknown> }>>;
}

/** What these helpers need of a test server (`createTestServer`'s `request`). */
interface Requester {
  request(method: string, path: string): Promise<Response>;
}

/** The API reference's OpenAPI document as the server serves it. */
export async function openApiDocument(t: Requester): Promise<OpenApiDocument> {
  return (await (await t.request('GET', '/openapi.json')).json()) as OpenApiDocument;
}

/**
 * Of `calls` (`METHOD /api/v1/path`, path parameters as `{id}`), the ones the API reference
 * does not document: `[]` when a plugin's every endpoint is there.
 *
 * @example
 * expect(await undocumentedCalls(t, ['GET /api/v1/upsells', 'POST /api/v1/upsells'])).toEqual([]);
 */
export async function undocumentedCalls(t: Requester, calls: readonly string[]): Promise<string[]> {
  const { paths } = await openApiDocument(t);
  const documented = new Set(
    Object.entries(paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)),
  );
  return calls.filter((call) => !documented.has(call));
}
