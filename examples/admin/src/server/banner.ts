/**
 * What the demo server prints once it listens. Under `pnpm dev` the server answers the API
 * only and Vite serves the admin on another port: the address to open is Vite's
 * (STOREROOM_ADMIN_URL, set by scripts/dev.mjs), never the API's.
 */
export interface BannerInput {
  /** Where the server listens (`http://127.0.0.1:4001`). */
  serverUrl: string;
  env: Readonly<Record<string, string | undefined>>;
  data: string;
  owner: string;
  employee: string;
}

export function demoBanner({ serverUrl, env, data, owner, employee }: BannerInput): string {
  const apiOnly = env.STOREROOM_API_ONLY === '1';
  const admin = env.STOREROOM_ADMIN_URL ?? (apiOnly ? undefined : `${serverUrl}/admin`);
  return [
    '',
    admin
      ? `Storeroom admin is running at ${admin}`
      : 'Storeroom API is running (no admin served here: run `pnpm dev` or build the admin)',
    '',
    ...(apiOnly ? [`  api       ${serverUrl}/api/v1`] : []),
    `  data      ${data}`,
    `  owner     ${owner}`,
    `  employee  ${employee}`,
    '',
  ].join('\n');
}
