/**
 * The assembled admin's pages, read from its plugins (examples/admin's list), so the sweeps
 * that visit "every page" cover a newly registered plugin without a hand-kept list.
 *
 * The manifests import TypeScript sources through the `@storeroom/source` condition, which
 * Playwright's loader does not set: `adminRoutes()` reads them in a child Node process (tsx)
 * that runs this file.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface AdminRoute {
  plugin: string;
  /** React Router pattern, e.g. `/admin/customers/:id`, `/admin/orders/*`. */
  path: string;
  public: boolean;
  chromeless: boolean;
  ownerOnly: boolean;
}

const root = fileURLToPath(new URL('..', import.meta.url));

/** Every page route and settings page of the assembled admin, in registration order. */
export function adminRoutes(): AdminRoute[] {
  const result = spawnSync(
    process.execPath,
    ['--conditions=@storeroom/source', '--import', 'tsx', fileURLToPath(import.meta.url)],
    { cwd: root, encoding: 'utf8', env: { ...process.env, STOREROOM_PRINT_ROUTES: '1' } },
  );
  if (result.status !== 0) throw new Error(`Could not read the admin's routes:\n${result.stderr}`);
  const line = result.stdout.split('\n').find((l) => l.startsWith('ROUTES '));
  if (!line) throw new Error(`Could not read the admin's routes:\n${result.stdout}\n${result.stderr}`);
  return JSON.parse(line.slice('ROUTES '.length)) as AdminRoute[];
}

async function printRoutes() {
  const { loadAdminPlugins } = await import('../examples/admin/plugin-list');
  const plugins = await loadAdminPlugins();
  const routes: AdminRoute[] = plugins.flatMap((plugin) => [
    ...(plugin.routes ?? []).map((route) => ({
      plugin: plugin.id,
      path: route.path,
      public: route.public ?? false,
      chromeless: route.chromeless ?? false,
      ownerOnly: route.ownerOnly ?? false,
    })),
    ...(plugin.settings ?? []).map((page) => ({
      plugin: plugin.id,
      path: page.path,
      public: false,
      chromeless: false,
      ownerOnly: page.ownerOnly ?? false,
    })),
  ]);
  console.log(`ROUTES ${JSON.stringify(routes)}`);
}

if (process.env.STOREROOM_PRINT_ROUTES === '1' && process.argv[1] === fileURLToPath(import.meta.url)) {
  await printRoutes();
  process.exit(0);
}
