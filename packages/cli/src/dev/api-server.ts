/**
 * The API half of `storeroom dev`, run under `tsx watch` (so it restarts when the plugin's
 * server code changes): the reference server with only this plugin's server part, on an
 * embedded database in the plugin's .storeroom/dev/db, seeded, with the persona employees.
 *
 * Environment: STOREROOM_DEV_ENTRY (the plugin's dev/server.ts), STOREROOM_DEV_DATA, PORT.
 */
import { pathToFileURL } from 'node:url';
import { DEMO_CREDENTIALS, createLogger, createServer, listen, memoryFileStorage } from '@storeroom/server';
import type { ServerPlugin } from '@storeroom/server';
import type { AccessSubject } from '@storeroom/core/access';
import { PERSONAS, personaAccess } from './personas';

const entry = process.env.STOREROOM_DEV_ENTRY;
if (!entry) throw new Error('STOREROOM_DEV_ENTRY is not set.');
const mod = (await import(pathToFileURL(entry).href)) as { serverPlugins?: ServerPlugin[] };
const plugins = mod.serverPlugins ?? [];

const server = createServer({
  plugins,
  database: { dataDir: process.env.STOREROOM_DEV_DATA },
  files: memoryFileStorage(),
  authRequestsPerMinute: 10_000,
  // Readable request lines in the terminal (JSON when pino-pretty is not installed).
  logger: createLogger({ pretty: true }),
});
await server.ready();
await server.seed();

// The plugin's own subjects (with the options its contract declares), from its contract,
// resources and actions; the first seen of an id wins.
const subjects = new Map<string, AccessSubject>();
for (const plugin of plugins) {
  for (const s of [
    ...Object.values(plugin.contract?.subjects ?? {}),
    ...(plugin.resources ?? []).map((r) => r.subject),
    ...(plugin.routes ?? []).map((r) => r.subject),
  ]) {
    if (!subjects.has(s.id)) subjects.set(s.id, s);
  }
}

async function call(method: string, path: string, token: string | null, body?: unknown) {
  const res = await server.app.request(`/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

const login = await call('POST', '/auth/login', null, DEMO_CREDENTIALS.owner);
const owner = String(login.body?.access_token ?? '');
// The shell asks an owner who has not signed to sign first (spec 4 §2), in a dialog over every
// page: in a plugin's dev shell it stood between the author and the plugin, so the dev owner
// has signed (a 1x1 PNG; the files live in memory, the database keeps the path).
const account = await call('GET', '/account', owner);
if (!(account.body?.profile as { signature?: string | null } | undefined)?.signature) {
  const form = new FormData();
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  form.append('file', new File([png], 'signature.png', { type: 'image/png' }));
  await server.app.request('/api/v1/account/signature', {
    method: 'POST',
    headers: { authorization: `Bearer ${owner}` },
    body: form,
  });
}
const existing = await call('POST', '/employees/search?size=200', owner, {});
const emails = new Set(((existing.body?.items as { email: string }[] | undefined) ?? []).map((e) => e.email));
for (const persona of PERSONAS) {
  if (persona.id === 'owner' || emails.has(persona.email)) continue;
  await call('POST', '/employees', owner, {
    email: persona.email,
    full_name: persona.label,
    password: persona.password,
    enabled: true,
    access: personaAccess(persona.id, [...subjects.values()]),
  });
}

const running = await listen(server.app, { port: Number(process.env.PORT ?? 4101) });
console.log(
  `storeroom dev: API on ${running.url}/api/v1 (${plugins.map((p) => p.id).join(', ') || 'no server part'})`,
);
const stop = async () => {
  await running.close();
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
